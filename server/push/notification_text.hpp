#pragma once
// The words of a notification, in the language the player's page asked for
// when it subscribed (English or Arabic): its title, its body, the tag that
// lets a newer one replace an older one. The server sends these texts to a
// person directly, so they are translated here, not by the client.
#include <string>
#include <vector>

#include "server/push/delivery_queue.hpp"

namespace kangaroom::server::push {

struct NoticeWords {
  std::string event;                // "turn", "offer", "game_over", "clock"
  std::string lang;                 // "en" or "ar"
  std::string game;                 // the game's id ("jackaroo")
  std::string game_name;            // its English name ("Jackaroo")
  std::vector<std::string> others;  // the other players' names
  std::string room;                 // the room's code
  std::string url;                  // the room's page
};

NotificationContent notification_text(const NoticeWords& words);

}  // namespace kangaroom::server::push
