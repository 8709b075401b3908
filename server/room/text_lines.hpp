#pragma once
// Lines of text kept end to end in one buffer: what a room accumulates over
// a game (its log, its moves), without an allocation and a header per line.
// Once a game is over and nobody watches, pack() deflates the buffer (JSON
// lines shrink to about a tenth); reading a packed buffer inflates a copy,
// and appending unpacks it first.
#include <cstddef>
#include <string>
#include <string_view>

namespace kangaroom::server {

class TextLines {
 public:
  void clear();
  // `line` must not contain '\n' (serialized JSON never does).
  void push_back(std::string_view line);
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }

  // Where the next line will start: lines from such a mark on are read with
  // for_each_from (a publisher remembers how far it has sent).
  std::size_t end_mark() const { return packed() ? inflated_size_ : text_.size(); }

  // visit(std::string_view line) for every line, or for those from `mark` on.
  template <typename Visit>
  void for_each(Visit&& visit) const {
    for_each_from(0, visit);
  }
  template <typename Visit>
  void for_each_from(std::size_t mark, Visit&& visit) const {
    if (!packed()) return visit_lines(text_, mark, visit);
    const std::string inflated = inflate();
    visit_lines(inflated, mark, visit);
  }

  void pack();
  bool packed() const { return inflated_size_ > 0; }

 private:
  template <typename Visit>
  static void visit_lines(const std::string& text, std::size_t at, Visit& visit) {
    while (at < text.size()) {
      const std::size_t end = text.find('\n', at);
      visit(std::string_view(text.data() + at, end - at));
      at = end + 1;
    }
  }
  std::string inflate() const;
  void unpack();

  std::string text_;  // every line followed by '\n'; deflated when packed
  std::size_t count_ = 0;
  std::size_t inflated_size_ = 0;  // when packed: the length of the lines
};

}  // namespace kangaroom::server
