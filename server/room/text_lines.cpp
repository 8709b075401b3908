#include "server/room/text_lines.hpp"

#include "server/net/gzip.hpp"

namespace kangaroom::server {

void TextLines::clear() {
  std::string().swap(text_);
  count_ = 0;
  inflated_size_ = 0;
}

void TextLines::push_back(std::string_view line) {
  unpack();
  text_ += line;
  text_ += '\n';
  ++count_;
}

void TextLines::pack() {
  if (packed() || text_.empty()) return;
  std::string deflated = deflate_whole(text_);
  inflated_size_ = text_.size();
  text_ = std::move(deflated);
}

std::string TextLines::inflate() const { return inflate_whole(text_, inflated_size_); }

void TextLines::unpack() {
  if (!packed()) return;
  text_ = inflate();
  inflated_size_ = 0;
}

}  // namespace kangaroom::server
