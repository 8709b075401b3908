#include "server/push/base64url.hpp"

#include <openssl/evp.h>

#include <algorithm>

namespace kangaroom::server::push {

namespace {

bool is_base64url_character(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
         c == '_';
}

}  // namespace

std::string base64url_encode(std::span<const std::uint8_t> bytes) {
  // EVP_EncodeBlock writes standard base64 with padding and a NUL; base64url
  // differs only in two characters and in leaving the padding out.
  std::string text(4 * ((bytes.size() + 2) / 3) + 1, '\0');
  const int written = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(text.data()), bytes.data(),
                                      static_cast<int>(bytes.size()));
  text.resize(static_cast<std::size_t>(written));
  while (!text.empty() && text.back() == '=') text.pop_back();
  std::replace(text.begin(), text.end(), '+', '-');
  std::replace(text.begin(), text.end(), '/', '_');
  return text;
}

std::string base64url_encode(std::string_view bytes) {
  return base64url_encode(
      std::span(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()));
}

std::optional<Bytes> base64url_decode(std::string_view text) {
  if (text.size() % 4 == 0) {
    // Padded: at most two '=' and only at the end.
    std::size_t padding = 0;
    while (padding < 2 && padding < text.size() && text[text.size() - 1 - padding] == '=')
      ++padding;
    text.remove_suffix(padding);
  }
  // Four characters carry three bytes; a lone character in the last group
  // carries fewer than eight bits, so no encoder writes it.
  if (text.size() % 4 == 1) return std::nullopt;
  if (!std::all_of(text.begin(), text.end(), is_base64url_character)) return std::nullopt;

  std::string standard(text);
  std::replace(standard.begin(), standard.end(), '-', '+');
  std::replace(standard.begin(), standard.end(), '_', '/');
  const std::size_t padding = (4 - standard.size() % 4) % 4;
  standard.append(padding, '=');

  // EVP_DecodeBlock decodes whole groups and counts the padding's zero bytes
  // in its result, so they are cut off here.
  Bytes bytes(standard.size() / 4 * 3);
  const int decoded =
      EVP_DecodeBlock(bytes.data(), reinterpret_cast<const unsigned char*>(standard.data()),
                      static_cast<int>(standard.size()));
  if (decoded < 0 || static_cast<std::size_t>(decoded) != bytes.size()) return std::nullopt;
  bytes.resize(bytes.size() - padding);
  return bytes;
}

}  // namespace kangaroom::server::push
