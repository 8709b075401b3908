#include "server/net/static_files.hpp"

#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <algorithm>
#include <boost/beast/core/file.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/file_body.hpp>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <exception>

#include "server/net/gzip.hpp"
#include "server/net/web_security.hpp"

namespace kangaroom::server {

namespace {
constexpr const char* server_name = "kangaroom";

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

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

// The part of `text` before the first `separator` (all of it if none); `text`
// keeps what follows the separator.
std::string_view next_item(std::string_view& text, char separator) {
  const auto end = text.find(separator);
  const std::string_view item = text.substr(0, end);
  text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
  return item;
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

// The whole file, or nullopt if it cannot be read or no longer has `size`
// bytes (it changed since its stat, so the ETag would not describe it).
std::optional<std::string> read_whole_file(const std::string& path, std::size_t size) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (!file) return std::nullopt;
  std::string content(size + 1, '\0');  // one byte more, to notice a file that grew
  const std::size_t read = std::fread(content.data(), 1, content.size(), file);
  std::fclose(file);
  if (read != size) return std::nullopt;
  content.resize(size);
  return content;
}
}  // namespace

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

std::optional<std::string> StaticFiles::cookie_value(std::string_view cookie,
                                                     std::string_view name) {
  while (!cookie.empty()) {
    std::string_view pair = trim(next_item(cookie, ';'));
    const std::string_view key = trim(next_item(pair, '='));
    if (key == name) {
      std::string_view value = trim(pair);
      if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
        value = value.substr(1, value.size() - 2);
      return std::string(value);
    }
  }
  return std::nullopt;
}

std::vector<std::string> StaticFiles::accepted_languages(std::string_view accept_language) {
  struct Range {
    std::string tag;
    int quality;  // thousandths
  };
  std::vector<Range> ranges;
  while (!accept_language.empty()) {
    std::string_view parameters = next_item(accept_language, ',');
    const std::string_view tag = trim(next_item(parameters, ';'));
    int quality = 1000;
    while (!parameters.empty()) {
      const std::string_view parameter = trim(next_item(parameters, ';'));
      if (parameter.size() < 2 || (parameter[0] != 'q' && parameter[0] != 'Q') ||
          parameter[1] != '=')
        continue;
      // "1", "1.0", "0.8", "0.125": at most three decimals; malformed is 0.
      const std::string_view value = trim(parameter.substr(2));
      quality = 0;
      if (value.empty() || (value[0] != '0' && value[0] != '1') ||
          (value.size() > 1 && value[1] != '.') || value.size() > 5)
        break;
      int digits = (value[0] - '0') * 1000, scale = 100;
      bool ok = true;
      for (std::size_t i = 2; i < value.size(); ++i, scale /= 10) {
        if (value[i] < '0' || value[i] > '9') ok = false;
        digits += (value[i] - '0') * scale;
      }
      quality = ok && digits <= 1000 ? digits : 0;
    }
    if (tag.empty() || tag == "*" || quality <= 0) continue;
    ranges.push_back({std::string(tag), quality});
  }
  std::stable_sort(ranges.begin(), ranges.end(),
                   [](const Range& a, const Range& b) { return a.quality > b.quality; });
  std::vector<std::string> tags;
  for (auto& range : ranges) tags.push_back(std::move(range.tag));
  return tags;
}

std::string StaticFiles::canonical_language(std::string_view tag) {
  if (tag.empty() || tag.size() > 35) return "";
  std::string canonical;
  std::size_t index = 0;  // of the subtag
  while (true) {
    const auto end = tag.find_first_of("-_");
    const std::string_view subtag = tag.substr(0, end);
    if (subtag.empty() || subtag.size() > 8) return "";
    std::string spelled;
    for (const char c : subtag) {
      if (!std::isalnum(static_cast<unsigned char>(c))) return "";
      spelled.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    if (index == 0 && (spelled.size() < 2 || spelled.size() > 3)) return "";
    // A region in capitals ("SA", "XA"), a script with one ("Hant").
    if (index > 0 && spelled.size() == 2)
      for (char& c : spelled) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (index > 0 && spelled.size() == 4)
      spelled[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(spelled[0])));
    canonical += (index > 0 ? "-" : "") + spelled;
    if (end == std::string_view::npos) break;
    tag.remove_prefix(end + 1);
    ++index;
  }
  return canonical;
}

bool StaticFiles::right_to_left(std::string_view tag) {
  const std::string canonical = canonical_language(tag);
  const std::string_view primary = std::string_view(canonical).substr(0, canonical.find('-'));
  for (const std::string_view rtl :
       {"ar", "arc", "ckb", "dv", "fa", "he", "ks", "ku", "ps", "sd", "ug", "ur", "yi"})
    if (primary == rtl) return true;
  return false;
}

StaticFiles::PageLanguage StaticFiles::choose_language(
    std::string_view cookie, std::string_view accept_language,
    const std::function<bool(const std::string&)>& has) {
  const auto pick = [&](const std::string& tag) -> std::optional<PageLanguage> {
    if (tag.empty() || !has(tag)) return std::nullopt;
    return PageLanguage{tag, right_to_left(tag)};
  };
  // The picker's choice: exactly a language there is.
  if (const auto chosen = cookie_value(cookie, "lang"))
    if (const auto language = pick(canonical_language(*chosen))) return *language;
  // The browser's: each range, then its language without the region ("ar-SA", then "ar").
  for (const auto& range : accepted_languages(accept_language)) {
    std::string tag = canonical_language(range);
    while (!tag.empty()) {
      if (const auto language = pick(tag)) return *language;
      const auto dash = tag.rfind('-');
      tag = dash == std::string::npos ? "" : tag.substr(0, dash);
    }
  }
  return PageLanguage{};
}

bool StaticFiles::has_language(const std::string& tag) const {
  if (canonical_language(tag) != tag) return false;
  struct stat info {};
  const std::string folder = root_ + "/locales/" + tag;
  return ::stat(folder.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

StaticFiles::PageLanguage StaticFiles::page_language(std::string_view cookie,
                                                     std::string_view accept_language) const {
  return choose_language(cookie, accept_language,
                         [this](const std::string& tag) { return has_language(tag); });
}

std::string StaticFiles::with_language(std::string_view html, const PageLanguage& language) {
  const auto start = html.find("<html");
  const auto end = start == std::string_view::npos ? start : html.find('>', start);
  if (end == std::string_view::npos) return std::string(html);
  std::string page(html.substr(0, start));
  page += "<html lang=\"" + language.tag + "\" dir=\"" + (language.right_to_left ? "rtl" : "ltr") +
          "\">";
  page += html.substr(end + 1);
  return page;
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

http::message_generator text_response(const HttpRequest& request, http::status status,
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

namespace {
constexpr const char* not_found_page =
    "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    "<title>Page not found · kangaroom</title>"
    // The client's own style sheet: the Content-Security-Policy allows no inline style.
    "<link rel=\"stylesheet\" href=\"/css/app.css\"></head>"
    "<body><h1>Page not found</h1><p>There is nothing at this address. A room link looks like "
    "<code>/r/</code> followed by the room's code.</p><p><a href=\"/\">Back to the start "
    "page</a></p></body></html>\n";
}  // namespace

http::message_generator StaticFiles::not_found(const HttpRequest& request) const {
  // The client's own page, in the reader's language, which says "not found"
  // for an address it has no page for (js/app.js); without a client, a
  // plain page in English.
  const std::string shell = root_ + "/index.html";
  struct stat info {};
  std::optional<std::string> content;
  if (::stat(shell.c_str(), &info) == 0 && S_ISREG(info.st_mode))
    content = read_whole_file(shell, static_cast<std::size_t>(info.st_size));
  if (!content)
    return text_response(request, http::status::not_found, "text/html; charset=utf-8",
                         not_found_page);
  std::string cookie;
  for (auto [field, end] = request.equal_range(http::field::cookie); field != end; ++field)
    cookie.append(cookie.empty() ? "" : "; ").append(field->value());
  const PageLanguage language = page_language(cookie, request[http::field::accept_language]);
  http::response<http::string_body> response{http::status::not_found, request.version()};
  response.set(http::field::server, server_name);
  response.set(http::field::content_type, "text/html; charset=utf-8");
  response.set(http::field::cache_control, "no-store");
  response.set(http::field::vary, "Accept-Language, Cookie");
  response.set(http::field::content_language, language.tag);
  for (const auto& header : security_headers()) response.set(header.name, header.value);
  response.keep_alive(request.keep_alive());
  response.body() = with_language(*content, language);
  response.prepare_payload();
  if (request.method() == http::verb::head) response.body().clear();
  return response;
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
    std::string cookie;  // every Cookie line, as one list
    for (auto [field, end] = request.equal_range(http::field::cookie); field != end; ++field)
      cookie.append(cookie.empty() ? "" : "; ").append(field->value());
    language = page_language(cookie, request[http::field::accept_language]);
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
