#pragma once
// The web client, served from one folder: safe path mapping (no escaping the
// root), content types, and validation-based caching (ETag + Last-Modified,
// Cache-Control: no-cache, so a new deployment is picked up at once while
// unchanged files cost a 304). Text files go out gzipped to clients that
// accept it, compressed once per file version and kept in memory
// (static_files.cpp). Pages (index.html, the 404) are written in the
// reader's language (static_pages.cpp).
#include <boost/beast/http.hpp>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kangaroom::server {

namespace http = boost::beast::http;
using HttpRequest = http::request<http::string_body>;

class StaticFiles {
 public:
  explicit StaticFiles(std::string root);

  // Answers a GET or HEAD for `url_path` (already without the query). A
  // folder means its index.html.
  http::message_generator serve(const HttpRequest& request, std::string_view url_path) const;

  const std::string& root() const { return root_; }
  // 404 for an address with no page: the client's shell in the reader's
  // language (the client then shows "Page not found"), or plain English.
  http::message_generator not_found(const HttpRequest& request) const;

  static std::string_view content_type(std::string_view path);
  // True for the types worth gzipping (text, scripts, JSON, SVG); images and
  // fonts are compressed already.
  static bool compressible(std::string_view content_type);
  // True if an Accept-Encoding value accepts gzip, by name or through "*",
  // with a q-value above 0.
  static bool accepts_gzip(std::string_view accept_encoding);
  // The file path under the root for a URL path, percent-decoded; nullopt if
  // it is malformed or tries to leave the root ("..", NUL, backslash).
  static std::optional<std::string> relative_path(std::string_view url_path);
  // True if `path`, with every symlink resolved, is a file under the root: a
  // link that points out of the web root is not followed.
  bool within_root(const std::string& path) const;

  // The language a page (index.html) is served in: the `lang` cookie, else
  // the first of Accept-Language the web root has, else English. The web
  // root has a language when it has a folder `locales/<tag>/`.
  struct PageLanguage {
    std::string tag = "en";
    bool right_to_left = false;
  };
  PageLanguage page_language(std::string_view cookie, std::string_view accept_language) const;
  bool has_language(const std::string& tag) const;
  // The same choice over any set of languages (`has` says whether one is there).
  static PageLanguage choose_language(std::string_view cookie, std::string_view accept_language,
                                      const std::function<bool(const std::string&)>& has);
  // The value of cookie `name` in a Cookie header, or nullopt.
  static std::optional<std::string> cookie_value(std::string_view cookie, std::string_view name);
  // The language ranges of an Accept-Language value, highest q-value first
  // (in order among equals), without "*" and those with q=0.
  static std::vector<std::string> accepted_languages(std::string_view accept_language);
  // A language tag spelled as the locales folders are ("ar", "en-XA",
  // "zh-Hant"), or "" if it is not a plain tag of letters, digits and dashes.
  static std::string canonical_language(std::string_view tag);
  // True for the languages written right to left (Arabic, Hebrew, Persian, Urdu, ...).
  static bool right_to_left(std::string_view tag);
  // The page with its opening <html ...> tag replaced by <html lang=".." dir="..">.
  static std::string with_language(std::string_view html, const PageLanguage& language);

  // Files under this size go out as they are: the gzip framing and the
  // work outweigh the few bytes saved.
  static constexpr std::size_t min_gzip_size = 1024;
  // Files over this size go out as they are, streamed from disk rather than
  // read whole into memory.
  static constexpr std::size_t max_gzip_size = 8 * 1024 * 1024;
  // When the cached gzip bodies would exceed this, the cache starts over.
  static constexpr std::size_t max_gzip_cache_bytes = 32 * 1024 * 1024;

 private:
  // The language of the page `request` asks for (its cookies and
  // Accept-Language).
  PageLanguage page_language_of(const HttpRequest& request) const;
  // The whole file, or nullopt if it cannot be read or no longer has `size`
  // bytes (it changed since its stat, so the ETag would not describe it).
  static std::optional<std::string> read_whole_file(const std::string& path, std::size_t size);
  // The gzip body of the file at `path` in the version `etag`, compressed on
  // first use; nullptr if the file cannot be read or changed since its stat.
  std::shared_ptr<const std::string> gzipped(const std::string& path, const std::string& etag,
                                             std::size_t size) const;

  std::string root_;
  std::string resolved_root_;  // the root with its own symlinks resolved

  // serve() runs on every I/O thread: the cache has its own lock.
  struct GzipEntry {
    std::string etag;  // the file version it was compressed from
    std::shared_ptr<const std::string> body;
  };
  mutable std::mutex gzip_mutex_;
  mutable std::unordered_map<std::string, GzipEntry> gzip_cache_;  // by file path: one version each
  mutable std::size_t gzip_cache_bytes_ = 0;
};

// If-None-Match holds "*" or a list of ETags, weak ones prefixed with W/; it
// uses the weak comparison, so W/"x" matches "x".
bool etag_matches(std::string_view if_none_match, std::string_view etag);

// What every response says it comes from (the Server header).
inline constexpr const char* server_name = "kangaroom";

// A small response with a body (errors, JSON, text).
http::message_generator text_response(const HttpRequest& request, http::status status,
                                      std::string_view content_type, std::string body);
// The same, before it is sent: a caller adds its own headers.
http::response<http::string_body> string_response(const HttpRequest& request, http::status status,
                                                  std::string_view content_type, std::string body);

}  // namespace kangaroom::server
