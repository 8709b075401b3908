// The web client's pages as a reader gets them: in the reader's language
// (the `lang` cookie, else Accept-Language, among the web root's locales),
// written into <html lang dir>, and the 404 page. Files are served in
// static_files.cpp.
#include <sys/stat.h>

#include <algorithm>
#include <cctype>

#include "server/net/header_lists.hpp"
#include "server/net/static_files.hpp"

namespace kangaroom::server {

using header_lists::next_item;
using header_lists::trim;

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

StaticFiles::PageLanguage StaticFiles::page_language_of(const HttpRequest& request) const {
  std::string cookie;  // every Cookie line, as one list
  for (auto [field, end] = request.equal_range(http::field::cookie); field != end; ++field)
    cookie.append(cookie.empty() ? "" : "; ").append(field->value());
  return page_language(cookie, request[http::field::accept_language]);
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
  const PageLanguage language = page_language_of(request);
  auto response = string_response(request, http::status::not_found, "text/html; charset=utf-8",
                                  with_language(*content, language));
  response.set(http::field::vary, "Accept-Language, Cookie");
  response.set(http::field::content_language, language.tag);
  return response;
}

}  // namespace kangaroom::server
