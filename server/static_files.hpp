#pragma once
// The web client, served from one folder: safe path mapping (no escaping the
// root), content types, and validation-based caching (ETag + Last-Modified,
// Cache-Control: no-cache, so a new deployment is picked up at once while
// unchanged files cost a 304).
#include <boost/beast/http.hpp>
#include <optional>
#include <string>
#include <string_view>

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

  static std::string_view content_type(std::string_view path);
  // The file path under the root for a URL path, percent-decoded; nullopt if
  // it is malformed or tries to leave the root ("..", NUL, backslash).
  static std::optional<std::string> relative_path(std::string_view url_path);
  // True if `path`, with every symlink resolved, is a file under the root: a
  // link that points out of the web root is not followed.
  bool within_root(const std::string& path) const;

 private:
  std::string root_;
  std::string resolved_root_;  // the root with its own symlinks resolved
};

// A small response with a body (errors, JSON, text).
http::message_generator text_response(const HttpRequest& request, http::status status,
                                      std::string_view content_type, std::string body);

}  // namespace kangaroom::server
