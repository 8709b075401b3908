#include "server/push/notification_text.hpp"

#include <array>
#include <string_view>

namespace kangaroom::server::push {

namespace {

struct Phrases {
  std::string_view turn, offer, game_over, clock, with, list_separator;
};

constexpr Phrases english{"It is your turn",
                          "A player asks you to answer an offer",
                          "The game is over: see how it ended",
                          "Your clock is running out",
                          "with ",
                          ", "};
// Arabic as the client's catalogs write it (web-client/locales/ar).
constexpr Phrases arabic{"حان دورك",
                         "أحد اللاعبين ينتظر ردّك على عرض",
                         "انتهت اللعبة: شاهد كيف انتهت",
                         "وقتك على وشك النفاد",
                         "مع ",
                         "، "};

// The games' names as Arabic speakers say them (web-client/locales/ar/games.ftl).
constexpr std::array<std::pair<std::string_view, std::string_view>, 4> arabic_game_names{{
    {"kangaruse", "كانغاروز"},
    {"kanga", "كانغا"},
    {"kangaroo", "كانغارو"},
    {"jackaroo", "جاكارو"},
}};

// Unicode's first-strong isolate and pop directional isolate: a Latin name
// inside Arabic text keeps its own direction (as Fluent isolates placeables).
constexpr std::string_view isolate_start = "\u2068";
constexpr std::string_view isolate_end = "\u2069";

}  // namespace

NotificationContent notification_text(const NoticeWords& words) {
  const bool in_arabic = words.lang == "ar";
  const Phrases& phrases = in_arabic ? arabic : english;
  std::string game = words.game_name;
  if (in_arabic)
    for (const auto& [id, name] : arabic_game_names)
      if (id == words.game) game = name;

  NotificationContent content;
  content.event = words.event;
  content.url = words.url;
  std::string_view sentence = phrases.turn;
  if (words.event == "offer") sentence = phrases.offer;
  if (words.event == "game_over") sentence = phrases.game_over;
  if (words.event == "clock") sentence = phrases.clock;
  content.title = std::string(sentence);
  content.body = game;
  if (!words.others.empty()) {
    content.body += " ";
    content.body += phrases.with;
    for (std::size_t i = 0; i < words.others.size(); ++i) {
      if (i > 0) content.body += phrases.list_separator;
      if (in_arabic) content.body += isolate_start;
      content.body += words.others[i];
      if (in_arabic) content.body += isolate_end;
    }
  }
  // One "turn or clock" notification per room on the device, replaced by
  // the next; an offer and the end each have their own.
  const bool turnish = words.event == "turn" || words.event == "clock";
  content.tag = "kangaroom-" + words.room + "-" + (turnish ? "turn" : words.event);
  content.urgent = words.event != "game_over";
  return content;
}

}  // namespace kangaroom::server::push
