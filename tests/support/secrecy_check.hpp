#pragma once
// The secrecy check shared by the room-level and the socket-level secrecy
// tests: finds, in the messages an audience received, any Jackaroo card that
// audience may not know (another hand or the deck). Header-only; depends on
// nlohmann/json alone.
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace kangaroom::testing::secrecy {

using Json = nlohmann::json;
using CardSet = std::set<std::string>;

// Jackaroo's card ids (engine/jackaroo/README.md): rank then suit, "10H".
inline bool is_card_id(const std::string& text) {
  if (text.size() < 2 || text.size() > 3) return false;
  const std::string rank = text.substr(0, text.size() - 1);
  const char suit = text.back();
  static const std::set<std::string> ranks = {"A", "2", "3",  "4", "5", "6", "7",
                                              "8", "9", "10", "J", "Q", "K"};
  return ranks.count(rank) && (suit == 'S' || suit == 'H' || suit == 'D' || suit == 'C');
}

inline const CardSet& every_card() {
  static const CardSet cards = [] {
    CardSet all;
    for (const char* rank : {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"})
      for (const char* suit : {"S", "H", "D", "C"}) all.insert(std::string(rank) + suit);
    return all;
  }();
  return cards;
}

// What an audience may not know: every card neither in its own hand (empty
// for spectators) nor on the public pile, that is other hands and the deck.
inline CardSet secrets_given(const Json& own_hand, const Json& pile) {
  CardSet secret = every_card();
  for (const auto& card : pile) secret.erase(card.get<std::string>());
  for (const auto& card : own_hand) secret.erase(card.get<std::string>());
  return secret;
}

// Every card id inside `value` that is in `secret`, with where it was.
inline void find_secret_cards(const Json& value, const CardSet& secret, const std::string& path,
                              std::vector<std::string>& found) {
  if (value.is_string()) {
    const auto& text = value.get_ref<const std::string&>();
    if (is_card_id(text) && secret.count(text)) found.push_back(path + " = " + text);
  } else if (value.is_object()) {
    for (const auto& [key, item] : value.items())
      find_secret_cards(item, secret, path + "/" + key, found);
  } else if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i)
      find_secret_cards(value[i], secret, path + "/" + std::to_string(i), found);
  }
}

// Log entries that a snapshot or patch carries.
inline Json entries_in(const Json& message) {
  Json entries = Json::array();
  if (message.value("type", "") == "snapshot") return message["view"].value("log", Json::array());
  const auto ops = message.find("ops");
  if (ops == message.end() || !ops->is_array()) return entries;
  for (const auto& op : *ops) {
    if (op.value("path", "") == "/log/-") entries.push_back(op["value"]);
    if (op.value("path", "") == "/log")
      for (const auto& entry : op["value"]) entries.push_back(entry);
  }
  return entries;
}

// Log entries are history: an entry may name a card that was public when it
// happened (played last set) and is back in the deck now. So each entry is
// checked against what each audience could not know when it was written
// (note_new_entries, called right after the change that wrote it); the rest
// of a message against what the audience may not know now.
//
// Patches are history too: after `sync` the room replays the patches since
// an older version, and such a patch may name a card that was face up when
// it was first sent. A replayed patch is checked against what its audience
// could not know when that version was first delivered to it.
struct SecrecyCheck {
  std::map<std::int64_t, std::map<int, CardSet>> secrets_at_entry;
  std::map<int, std::map<std::int64_t, CardSet>>
      secrets_at_patch;  // audience -> version -> secrets
  std::vector<std::string> leaks;

  //
  // The card a "play" or "discard" entry reports was laid face up by that
  // very change, so it is public for that entry even when the same change
  // then reshuffled it into the deck (the last card of a Jackaroo set: the
  // new set is dealt before anyone sees the pile).
  void note_new_entries(const Json& entries, const std::map<int, CardSet>& secrets_now) {
    for (const auto& entry : entries) {
      const auto seq = entry.value("seq", std::int64_t{-1});
      if (secrets_at_entry.count(seq)) continue;
      auto secrets = secrets_now;
      const Json event = entry.value("event", Json::object());
      const std::string type = event.is_object() ? event.value("type", "") : "";
      if ((type == "play" || type == "discard") && event.contains("card") &&
          event["card"].is_string())
        for (auto& [audience, cards] : secrets) cards.erase(event["card"].get<std::string>());
      secrets_at_entry[seq] = std::move(secrets);
    }
  }

  void check_entries(const Json& entries, int audience, const std::string& where) {
    for (const auto& entry : entries) {
      const auto seq = entry.value("seq", std::int64_t{-1});
      const auto known = secrets_at_entry.find(seq);
      if (known == secrets_at_entry.end() || !known->second.count(audience)) {
        record({where + ": log entry " + std::to_string(seq) + " of unknown origin"}, audience);
        continue;
      }
      std::vector<std::string> found;
      find_secret_cards(entry, known->second.at(audience), where + "/log", found);
      record(found, audience);
    }
  }

  // `message` was delivered to `audience`; `now` are its secrets right after.
  void check(const Json& message, int audience, const CardSet& now) {
    const std::string type = message.value("type", "");
    std::vector<std::string> found;
    if (type == "snapshot") {
      Json rest = message;
      const Json log = rest["view"].value("log", Json::array());
      rest["view"].erase("log");
      find_secret_cards(rest, now, "snapshot", found);
      check_entries(log, audience, "snapshot");
    } else if (type == "patch") {
      const auto version = message.value("version", std::int64_t{-1});
      const CardSet& then = secrets_at_patch[audience].emplace(version, now).first->second;
      static const Json no_ops = Json::array();
      const auto ops = message.find("ops");
      const Json& operations = ops != message.end() && ops->is_array() ? *ops : no_ops;
      for (const auto& op : operations) {
        const std::string path = op.value("path", "");
        if (path == "/log/-") {
          check_entries(Json::array({op["value"]}), audience, "patch");
        } else if (path == "/log") {
          check_entries(op["value"], audience, "patch");
        } else {
          find_secret_cards(op, then, "patch" + path, found);
        }
      }
    } else {
      find_secret_cards(message, now, type, found);
    }
    record(found, audience);
  }

  void record(const std::vector<std::string>& found, int audience) {
    for (const auto& leak : found)
      if (leaks.size() < 20) leaks.push_back("audience " + std::to_string(audience) + ": " + leak);
  }
};

}  // namespace kangaroom::testing::secrecy
