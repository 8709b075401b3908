#pragma once
// The log of a room's current game: one entry per event the game reported,
// numbered, with the audiences that may read it (engine::event_visible_to),
// and how far every audience has been sent it.
//
// Entries are kept as their JSON text. A room holds its log for as long as
// it lives (finished rooms for up to the idle expiry), and as JSON trees the
// entries weighed about 1.5 KB a move; as text they are a fraction of that,
// and a patch splices the text in without serializing it again. Snapshots
// and saves, which are rare, parse it back. A finished game's log nobody is
// watching is packed further into one deflated buffer (pack).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace kangaroom::server {

using Json = nlohmann::json;

class RoomLog {
 public:
  // A new game: no entries, numbering from 1, and every audience is sent
  // the whole (empty) log next.
  void clear();
  void append(const Json& event);

  // True once some entry is visible to some audiences only: the log's
  // operations then differ per audience.
  bool has_private() const { return has_private_; }
  std::size_t size() const { return packed() ? packed_count_ : entries_.size(); }

  // The entries `audience` may read, as the view holds them.
  Json for_audience(int audience) const;
  // The operations (JSON texts joined by commas, see protocol::ops_text)
  // that bring `audience`'s log from what was last published to now.
  std::string unpublished_ops(int audience) const;
  // What unpublished_ops returned has been sent to every audience.
  void mark_published();

  // For saves: every entry, whether any is private, and the next number.
  Json to_json() const;
  std::uint64_t next_seq() const { return next_seq_; }
  // Takes back a saved log as already published; throws Json::exception on
  // a malformed one.
  void restore(const Json& entries, bool has_private, std::uint64_t next_seq);

  // Squeezes a published log into one deflated buffer (about a tenth of the
  // text). Reading it inflates a copy; appending unpacks it first.
  void pack();
  bool packed() const { return packed_size_ > 0; }

 private:
  struct Entry {
    std::string text;          // {"event":{...},"seq":N}
    bool is_public = true;     // no "visible_to"
    std::vector<int> readers;  // when not public: the audiences it lists
    bool visible_to(int audience) const;
  };
  static Entry make_entry(const Json& entry);
  // Calls `visit(entry)` for every entry, packed or not.
  template <typename Visit>
  void for_each_entry(Visit&& visit) const;
  void unpack();

  std::vector<Entry> entries_;
  std::uint64_t next_seq_ = 1;
  bool has_private_ = false;
  std::size_t published_ = 0;  // entries already sent to everyone
  bool reset_ = false;         // cleared since the last publish: resend it whole
  // When packed: every entry as a line "<readers> <text>" ("*" for public,
  // else the readers joined by commas), deflated, and its inflated length.
  std::string deflated_;
  std::size_t packed_size_ = 0;
  std::size_t packed_count_ = 0;
};

}  // namespace kangaroom::server
