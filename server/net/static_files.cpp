#include "server/net/static_files.hpp"

#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <algorithm>
#include <boost/beast/core/file.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/file_body.hpp>
#include <cstdio>
#include <cstdlib>
#include <exception>

#include "server/net/gzip.hpp"
#include "server/net/header_lists.hpp"
#include "server/net/web_security.hpp"

namespace kangaroom::server {

using header_lists::next_item;
using header_lists::trim;

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string http_date(std::time_t time) {
  char text[64];
  std::tm parts{};
  gmtime_r(&time, &parts);
  std::strftime(text, sizeof text, "%a, %d %b %Y %H:%M:%S GMT", &parts);
  return text;
}

// A q-value ("1", "0.5", "0.000") above zero. Anything malformed counts as
// zero: sending the file uncompressed is always safe.
bool positive_qvalue(std::string_view value) {
  bool nonzero = false, dot = false;
  if (value.empty()) return false;
  for (const char c : value) {
    if (c == '.' && !dot) {
      dot = true;
    } else if (c >= '0' && c <= '9') {
      nonzero = nonzero || c != '0';
    } else {
      return false;
    }
  }
  return nonzero;
}

}  // namespace

std::optional<std::string> StaticFiles::read_whole_file(const std::string& path, std::size_t size) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (!file) return std::nullopt;
  std::string content(size + 1, '\0');  // one byte more, to notice a file that grew
  const std::size_t read = std::fread(content.data(), 1, content.size(), file);
  std::fclose(file);
  if (read != size) return std::nullopt;
  content.resize(size);
  return content;
}

StaticFiles::StaticFiles(std::string root) : root_(std::move(root)) {
  while (root_.size() > 1 && root_.back() == '/') root_.pop_back();
  if (char* resolved = ::realpath(root_.c_str(), nullptr)) {
    resolved_root_ = resolved;
    std::free(resolved);
  } else {
    resolved_root_ = root_;
  }
}

std::string_view StaticFiles::content_type(std::string_view path) {
  const auto dot = path.rfind('.');
  const std::string_view extension = dot == std::string_view::npos ? "" : path.substr(dot + 1);
  if (extension == "html" || extension == "htm") return "text/html; charset=utf-8";
  if (extension == "js" || extension == "mjs") return "text/javascript; charset=utf-8";
  if (extension == "css") return "text/css; charset=utf-8";
  if (extension == "json" || extension == "map") return "application/json";
  if (extension == "svg") return "image/svg+xml";
  if (extension == "png") return "image/png";
  if (extension == "jpg" || extension == "jpeg") return "image/jpeg";
  if (extension == "gif") return "image/gif";
  if (extension == "webp") return "image/webp";
  if (extension == "ico") return "image/x-icon";
  if (extension == "woff2") return "font/woff2";
  if (extension == "woff") return "font/woff";
  if (extension == "txt" || extension == "md" || extension == "ftl")
    return "text/plain; charset=utf-8";
  if (extension == "webmanifest") return "application/manifest+json";
  if (extension == "wasm") return "application/wasm";
  return "application/octet-stream";
}

bool StaticFiles::compressible(std::string_view content_type) {
  return content_type.rfind("text/", 0) == 0 ||
         content_type.find("javascript") != std::string_view::npos ||
         content_type.find("json") != std::string_view::npos ||
         content_type.find("svg") != std::string_view::npos;
}

// A cache that holds both variants sends both ETags.
bool etag_matches(std::string_view if_none_match, std::string_view etag) {
  if (trim(if_none_match) == "*") return true;
  while (!if_none_match.empty()) {
    std::string_view candidate = trim(next_item(if_none_match, ','));
    if (candidate.rfind("W/", 0) == 0) candidate.remove_prefix(2);
    if (candidate == etag) return true;
  }
  return false;
}

bool StaticFiles::accepts_gzip(std::string_view accept_encoding) {
  // The entry that names gzip decides; without one, "*" does; without
  // either, gzip is not acceptable.
  std::optional<bool> gzip, any;
  while (!accept_encoding.empty()) {
    std::string_view parameters = next_item(accept_encoding, ',');
    const std::string_view coding = trim(next_item(parameters, ';'));
    bool acceptable = true;
    while (!parameters.empty()) {
      const std::string_view parameter = trim(next_item(parameters, ';'));
      if (parameter.size() >= 2 && (parameter[0] == 'q' || parameter[0] == 'Q') &&
          parameter[1] == '=')
        acceptable = positive_qvalue(trim(parameter.substr(2)));
    }
    if (boost::beast::iequals(coding, "gzip") || boost::beast::iequals(coding, "x-gzip"))
      gzip = acceptable;
    else if (coding == "*")
      any = acceptable;
  }
  return gzip ? *gzip : any.value_or(false);
}
std::optional<std::string> StaticFiles::relative_path(std::string_view url_path) {
  if (url_path.empty() || url_path.front() != '/') return std::nullopt;
  std::string decoded;
  decoded.reserve(url_path.size());
  for (std::size_t i = 0; i < url_path.size(); ++i) {
    char c = url_path[i];
    if (c == '%') {
      if (i + 2 >= url_path.size()) return std::nullopt;
      const int high = hex_value(url_path[i + 1]);
      const int low = hex_value(url_path[i + 2]);
      if (high < 0 || low < 0) return std::nullopt;
      c = static_cast<char>(high * 16 + low);
      i += 2;
    }
    if (c == '\0' || c == '\\') return std::nullopt;
    decoded.push_back(c);
  }
  // Refuse any ".." segment (and "." for simplicity).
  std::size_t start = 0;
  while (start <= decoded.size()) {
    const std::size_t end = std::min(decoded.find('/', start), decoded.size());
    const std::string_view segment(decoded.data() + start, end - start);
    if (segment == ".." || segment == ".") return std::nullopt;
    start = end + 1;
  }
  if (decoded.back() == '/') decoded += "index.html";
  return decoded;
}
http::response<http::string_body> string_response(const HttpRequest& request, http::status status,
                                                  std::string_view content_type, std::string body) {
  http::response<http::string_body> response{status, request.version()};
  response.set(http::field::server, server_name);
  response.set(http::field::content_type, content_type);
  response.set(http::field::cache_control, "no-store");
  for (const auto& header : security_headers()) response.set(header.name, header.value);
  response.keep_alive(request.keep_alive());
  response.body() = std::move(body);
  response.prepare_payload();
  if (request.method() == http::verb::head) response.body().clear();
  return response;
}

http::message_generator text_response(const HttpRequest& request, http::status status,
                                      std::string_view content_type, std::string body) {
  return string_response(request, status, content_type, std::move(body));
}

bool StaticFiles::within_root(const std::string& path) const {
  char* resolved = ::realpath(path.c_str(), nullptr);
  if (!resolved) return false;
  const std::string_view file(resolved);
  const bool inside = file.size() > resolved_root_.size() &&
                      file.substr(0, resolved_root_.size()) == resolved_root_ &&
                      (resolved_root_ == "/" || file[resolved_root_.size()] == '/');
  std::free(resolved);
  return inside;
}
http::message_generator StaticFiles::serve(const HttpRequest& request,
                                           std::string_view url_path) const {
  const auto relative = relative_path(url_path);
  if (!relative)
    return text_response(request, http::status::bad_request, "text/plain", "bad path\n");
  std::string path = root_ + *relative;
  struct stat info {};
  if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
    path += "/index.html";
    if (::stat(path.c_str(), &info) != 0) info = {};
  }
  if (::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode) || !within_root(path)) {
    // A person who mistyped an address gets a page with a way back; a
    // missing script or image gets a short text.
    if (content_type(*relative).rfind("text/html", 0) == 0 ||
        relative->find('.') == std::string::npos)
      return not_found(request);
    return text_response(request, http::status::not_found, "text/plain", "not found\n");
  }

  const std::string_view type = content_type(path);
  const bool compressible_type = compressible(type);
  const auto file_size = static_cast<std::size_t>(info.st_size);
  std::string accept_encoding;  // every Accept-Encoding line, as one list
  for (auto [field, end] = request.equal_range(http::field::accept_encoding); field != end; ++field)
    accept_encoding.append(accept_encoding.empty() ? "" : ",").append(field->value());
  const bool use_gzip = compressible_type && file_size >= min_gzip_size &&
                        file_size <= max_gzip_size && accepts_gzip(accept_encoding);

  char version[64];
  std::snprintf(version, sizeof version, "%llx-%llx", static_cast<unsigned long long>(info.st_size),
                static_cast<unsigned long long>(info.st_mtim.tv_sec) * 1000000000ULL +
                    static_cast<unsigned long long>(info.st_mtim.tv_nsec));
  const std::string identity_etag = std::string("\"") + version + "\"";
  // Each variant has its own ETag: a cache must not answer a request for one
  // with the other.
  std::string etag = use_gzip ? std::string("\"") + version + "-gz\"" : identity_etag;
  const std::string last_modified = http_date(info.st_mtime);

  const auto set_common = [&](auto& response) {
    response.set(http::field::server, server_name);
    response.set(http::field::etag, etag);
    response.set(http::field::last_modified, last_modified);
    // Always revalidate: cheap 304s, and a new client version is seen at once.
    response.set(http::field::cache_control, "no-cache");
    for (const auto& header : security_headers()) response.set(header.name, header.value);
    // Even when this answer is not gzipped: another request for the same URL may get a gzipped one.
    if (compressible_type) response.set(http::field::vary, "Accept-Encoding");
    response.keep_alive(request.keep_alive());
  };

  // A page (index.html) goes out in the reader's language, written into its
  // <html lang dir>: each language is a variant with its own ETag.
  const bool page = path.size() >= 11 && path.compare(path.size() - 11, 11, "/index.html") == 0 &&
                    file_size <= max_gzip_size;
  PageLanguage language;
  if (page) {
    language = page_language_of(request);
    const std::string suffix = "-" + language.tag + "\"";
    etag.replace(etag.size() - 1, 1, suffix);
  }
  const auto set_page = [&](auto& response) {
    if (!page) return;
    response.set(http::field::vary, "Accept-Encoding, Accept-Language, Cookie");
    response.set(http::field::content_language, language.tag);
  };

  if (etag_matches(request[http::field::if_none_match], etag)) {
    http::response<http::empty_body> response{http::status::not_modified, request.version()};
    set_common(response);
    set_page(response);
    return response;
  }

  if (page) {
    if (const auto content = read_whole_file(path, file_size)) {
      std::string body = with_language(*content, language);
      if (use_gzip) {
        try {
          body = gzip_compress(body);
        } catch (const std::exception&) {
          return text_response(request, http::status::internal_server_error, "text/plain",
                               "could not compress\n");
        }
      }
      const auto set_body_headers = [&](auto& response) {
        set_common(response);
        set_page(response);
        response.set(http::field::content_type, type);
        if (use_gzip) response.set(http::field::content_encoding, "gzip");
        response.content_length(body.size());
      };
      if (request.method() == http::verb::head) {
        http::response<http::empty_body> response{http::status::ok, request.version()};
        set_body_headers(response);
        return response;
      }
      http::response<http::string_body> response{http::status::ok, request.version()};
      set_body_headers(response);
      response.body() = std::move(body);
      return response;
    }
  }

  if (use_gzip) {
    if (const auto body = gzipped(path, identity_etag, file_size)) {
      if (request.method() == http::verb::head) {
        http::response<http::empty_body> response{http::status::ok, request.version()};
        set_common(response);
        response.set(http::field::content_type, type);
        response.set(http::field::content_encoding, "gzip");
        response.content_length(body->size());
        return response;
      }
      http::response<http::string_body> response{http::status::ok, request.version()};
      set_common(response);
      response.set(http::field::content_type, type);
      response.set(http::field::content_encoding, "gzip");
      response.body() = *body;
      response.content_length(body->size());
      return response;
    }
    // Unreadable, or changed since the stat: sent uncompressed, as before.
    etag = identity_etag;
  }

  boost::beast::error_code error;
  http::file_body::value_type body;
  body.open(path.c_str(), boost::beast::file_mode::scan, error);
  if (error) return text_response(request, http::status::not_found, "text/plain", "not found\n");
  const auto size = body.size();
  if (request.method() == http::verb::head) {
    http::response<http::empty_body> response{http::status::ok, request.version()};
    set_common(response);
    response.set(http::field::content_type, type);
    response.content_length(size);
    return response;
  }
  http::response<http::file_body> response{std::piecewise_construct,
                                           std::make_tuple(std::move(body)),
                                           std::make_tuple(http::status::ok, request.version())};
  set_common(response);
  response.set(http::field::content_type, type);
  response.content_length(size);
  return response;
}

std::shared_ptr<const std::string> StaticFiles::gzipped(const std::string& path,
                                                        const std::string& etag,
                                                        std::size_t size) const {
  {
    std::lock_guard lock(gzip_mutex_);
    const auto found = gzip_cache_.find(path);
    if (found != gzip_cache_.end() && found->second.etag == etag) return found->second.body;
  }
  // Read and compressed outside the lock, so that other files are served
  // meanwhile; two first requests for one file may both do it, harmlessly.
  const auto content = read_whole_file(path, size);
  if (!content) return nullptr;
  std::shared_ptr<const std::string> body;
  try {
    body = std::make_shared<const std::string>(gzip_compress(*content));
  } catch (const std::exception&) {
    return nullptr;
  }
  std::lock_guard lock(gzip_mutex_);
  if (const auto old = gzip_cache_.find(path); old != gzip_cache_.end()) {
    gzip_cache_bytes_ -= old->second.body->size();
    gzip_cache_.erase(old);
  }
  // A bound rather than an eviction policy: the web client needs a small
  // part of it, so only a much larger web root ever starts it over.
  if (gzip_cache_bytes_ + body->size() > max_gzip_cache_bytes) {
    gzip_cache_.clear();
    gzip_cache_bytes_ = 0;
  }
  gzip_cache_.emplace(path, GzipEntry{etag, body});
  gzip_cache_bytes_ += body->size();
  return body;
}

}  // namespace kangaroom::server
