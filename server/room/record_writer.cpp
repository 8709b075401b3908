#include "server/room/record_writer.hpp"

#include <spdlog/spdlog.h>

#include <cstdlib>
#include <string_view>

#include "protocol/server_message.hpp"
#include "server/room/room.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

bool RecordWriter::checking_heads() {
  static const bool checking = [] {
    const char* value = std::getenv("KANGAROOM_CHECK_HEAD");
    return value && *value && std::string_view(value) != "0";
  }();
  return checking;
}

void RecordWriter::undeclared_head_change(const std::string& code, const std::string& before,
                                          const std::string& after) {
  // A change the room did not declare would not have been written: a lost
  // update after a restart. Only a checking run gets here, so stop loudly.
  spdlog::critical("room={} head changed without Room::head_changed()\nbefore: {}\nafter:  {}",
                   code, before, after);
  std::abort();
}

std::optional<RoomWrite> RecordWriter::next(const Room& room) {
  RoomWrite write;
  write.code = room.code();
  write.version = room.version();
  const std::int64_t now = unix_ms_now();

  // The head is serialized only when the room says it may have changed
  // (Room::head_changes), not to find out whether it did.
  const bool declared = room.head_changes() != head_changes_seen_ || !head_written_;
  head_changes_seen_ = room.head_changes();
  if (declared || checking_heads()) {
    std::string head = protocol::serialize(head_json(room.head_record()));
    if (!declared && head != head_text_) undeclared_head_change(room.code(), head_text_, head);
    if (head != head_text_ || !head_written_) {
      head_text_ = head;
      head_written_ = true;
      write.head = std::move(head);
    }
  }

  const Round& round = room.round();
  const TextLines& moves = round.moves();
  // A new round (or a round's moves started over): the game as it stands
  // becomes the checkpoint, and every move of the round is written after it.
  if (checkpoint_round_ != round.number() || moves.end_mark() < moves_mark_) {
    StoredCheckpoint point;
    point.round = round.number();
    point.moves_included = moves.size();
    point.game = round.game() ? protocol::serialize(round.game()->save()) : "null";
    point.log = protocol::serialize(round.log().to_json());
    point.log_has_private = round.log().has_private();
    point.next_log_seq = round.log().next_seq();
    write.checkpoint = std::move(point);
    checkpoint_round_ = round.number();
    moves_mark_ = 0;
    if (!write.head) write.head = head_text_;  // the head names the round
  }
  moves.for_each_from(moves_mark_, [&](std::string_view line) {
    const auto kind =
        line.starts_with("agreed ") ? StoredEvent::Kind::agreement : StoredEvent::Kind::move;
    write.events.push_back(
        {next_seq_++, kind, round.number(), write.version, now, std::string(line)});
  });
  moves_mark_ = moves.end_mark();

  const auto& chat = room.chat_history();
  const std::uint64_t new_lines = room.chat_count() - chat_written_;
  chat_written_ = room.chat_count();
  const std::size_t from = chat.size() - std::min<std::size_t>(chat.size(), new_lines);
  for (std::size_t i = from; i < chat.size(); ++i) {
    chat_seqs_.push_back(next_seq_);
    write.events.push_back(
        {next_seq_++, StoredEvent::Kind::chat, round.number(), write.version, now, *chat[i]});
  }
  while (chat_seqs_.size() > std::max<std::size_t>(chat.size(), 1)) {
    chat_seqs_.pop_front();
    ++chat_dropped_;
  }
  if (chat_dropped_ >= chat_drop_group) {
    write.drop_chat_before = chat_seqs_.front();
    chat_dropped_ = 0;
  }

  if (!write.head && !write.checkpoint && write.events.empty()) return std::nullopt;
  return write;
}

void RecordWriter::resume(const Room& room, const StoredRoom& stored, bool saved_whole) {
  *this = RecordWriter{};
  for (const StoredEvent& event : stored.events) {
    next_seq_ = std::max(next_seq_, event.seq + 1);
    if (!saved_whole && event.kind == StoredEvent::Kind::chat) chat_seqs_.push_back(event.seq);
  }
  if (saved_whole) {
    // Everything is written again, as a log; the whole record's row is
    // replaced by the head in the same transaction.
    chat_written_ = room.chat_count() - room.chat_history().size();
    return;
  }
  head_text_ = stored.head;
  head_written_ = true;
  head_changes_seen_ = room.head_changes();
  checkpoint_round_ = room.round().number();
  if (!stored.checkpoint) checkpoint_round_.reset();
  moves_mark_ = room.round().moves().end_mark();
  chat_written_ = room.chat_count();
  while (chat_seqs_.size() > room.chat_history().size()) chat_seqs_.pop_front();
}

}  // namespace kangaroom::server
