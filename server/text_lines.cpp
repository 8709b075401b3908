#include "server/text_lines.hpp"

#include <zlib.h>

#include <stdexcept>

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
  uLongf size = compressBound(static_cast<uLong>(text_.size()));
  std::string deflated(size, '\0');
  if (compress(reinterpret_cast<Bytef*>(deflated.data()), &size, reinterpret_cast<const Bytef*>(text_.data()),
               static_cast<uLong>(text_.size())) != Z_OK)
    throw std::runtime_error("zlib could not deflate a room's lines");
  deflated.resize(size);
  deflated.shrink_to_fit();
  inflated_size_ = text_.size();
  text_ = std::move(deflated);
}

std::string TextLines::inflate() const {
  std::string out(inflated_size_, '\0');
  uLongf size = static_cast<uLongf>(inflated_size_);
  if (uncompress(reinterpret_cast<Bytef*>(out.data()), &size, reinterpret_cast<const Bytef*>(text_.data()),
                 static_cast<uLong>(text_.size())) != Z_OK ||
      size != inflated_size_)
    throw std::runtime_error("a room's packed lines do not inflate");
  return out;
}

void TextLines::unpack() {
  if (!packed()) return;
  text_ = inflate();
  inflated_size_ = 0;
}

}  // namespace kangaroom::server
