// gzip for the web client's text files: the compressor, the Accept-Encoding
// parsing, and what StaticFiles::serve sends for each request (read back
// from the bytes it would write, with Beast's parser).
#include <doctest/doctest.h>
#include <zlib.h>

#include <boost/beast/http.hpp>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "../support/temp_dir.hpp"
#include "server/net/gzip.hpp"
#include "server/net/static_files.hpp"

using namespace kangaroom::server;
using kangaroom::testing::TempDir;

namespace {

// Decompresses with zlib's own inflate, independently of gzip_compress.
std::string gunzip(std::string_view compressed) {
  z_stream stream{};
  REQUIRE(inflateInit2(&stream, 15 + 16) == Z_OK);
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
  stream.avail_in = static_cast<uInt>(compressed.size());
  std::string output;
  char chunk[16384];
  int result = Z_OK;
  while (result == Z_OK) {
    stream.next_out = reinterpret_cast<Bytef*>(chunk);
    stream.avail_out = sizeof chunk;
    result = inflate(&stream, Z_NO_FLUSH);
    output.append(chunk, sizeof chunk - stream.avail_out);
  }
  const uInt left_over = stream.avail_in;
  inflateEnd(&stream);
  CHECK(result == Z_STREAM_END);
  CHECK(left_over == 0);  // one complete stream, nothing after its trailer
  return output;
}

// Text that compresses like a script: words repeat, but not in a fixed cycle.
std::string script_like(std::size_t size, unsigned seed = 1) {
  static const char* words[] = {
      "const ", "function ", "return ", "board", ".cells", "(player) ", "=> ",  "{ ",
      "}\n",    "if (",      "seat",    " === ", "null",   "; ",        "move", "\n  "};
  std::mt19937 random(seed);
  std::string text;
  while (text.size() < size) text += words[random() % std::size(words)];
  text.resize(size);
  return text;
}

http::response<http::string_body> serve_request(const StaticFiles& files,
                                                const HttpRequest& request) {
  http::message_generator generator = files.serve(request, request.target());

  std::string bytes;
  boost::beast::error_code error;
  while (!generator.is_done()) {
    const auto buffers = generator.prepare(error);
    REQUIRE_FALSE(error);
    std::size_t size = 0;
    for (const auto& buffer : buffers) {
      bytes.append(static_cast<const char*>(buffer.data()), buffer.size());
      size += buffer.size();
    }
    generator.consume(size);
  }

  http::response_parser<http::string_body> parser;
  parser.eager(true);
  parser.skip(request.method() == http::verb::head);  // a HEAD answer has a length but no body
  std::string_view rest = bytes;
  while (!parser.is_done() && !rest.empty()) {
    const auto used = parser.put(boost::asio::buffer(rest.data(), rest.size()), error);
    REQUIRE_FALSE(error);
    rest.remove_prefix(used);
  }
  REQUIRE(parser.is_done());
  CHECK(rest.empty());
  return parser.release();
}

// An empty header value means no such header.
http::response<http::string_body> serve(const StaticFiles& files, const std::string& target,
                                        const std::string& accept_encoding = {},
                                        const std::string& if_none_match = {},
                                        http::verb method = http::verb::get) {
  HttpRequest request{method, target, 11};
  if (!accept_encoding.empty()) request.set(http::field::accept_encoding, accept_encoding);
  if (!if_none_match.empty()) request.set(http::field::if_none_match, if_none_match);
  return serve_request(files, request);
}

std::string header(const http::response<http::string_body>& response, http::field field) {
  return std::string(response[field]);
}

void write_file(const std::filesystem::path& path, const std::string& content) {
  std::ofstream(path, std::ios::binary) << content;
}

}  // namespace

TEST_CASE("gzip_compress round-trips through zlib's inflate") {
  for (const std::string& input : {std::string(), std::string("a"),
                                   std::string("hello, kangaroom\n"), script_like(200 * 1024)}) {
    const std::string compressed = gzip_compress(input);
    REQUIRE(compressed.size() >= 18);  // a gzip header and trailer at least
    CHECK(static_cast<unsigned char>(compressed[0]) == 0x1f);
    CHECK(static_cast<unsigned char>(compressed[1]) == 0x8b);
    CHECK(gunzip(compressed) == input);
  }
  CHECK(gzip_compress(script_like(200 * 1024)).size() < 200 * 1024 / 3);

  // Bytes that do not compress at all still fit (deflate's stored blocks).
  std::mt19937 random(7);
  std::string noise(100 * 1024, '\0');
  for (char& c : noise) c = static_cast<char>(random());
  CHECK(gunzip(gzip_compress(noise)) == noise);
}

TEST_CASE("Accept-Encoding: gzip by name or through *, never with q=0") {
  CHECK(StaticFiles::accepts_gzip("gzip"));
  CHECK(StaticFiles::accepts_gzip("gzip, deflate, br, zstd"));
  CHECK(StaticFiles::accepts_gzip("deflate,gzip"));
  CHECK(StaticFiles::accepts_gzip("GZip ; Q=0.5"));
  CHECK(StaticFiles::accepts_gzip("gzip;q=1.000"));
  CHECK(StaticFiles::accepts_gzip("gzip;q=0.001"));
  CHECK(StaticFiles::accepts_gzip("x-gzip"));
  CHECK(StaticFiles::accepts_gzip("*"));
  CHECK(StaticFiles::accepts_gzip("br;q=1.0, *;q=0.1"));
  CHECK(StaticFiles::accepts_gzip("*;q=0, gzip"));
  CHECK(StaticFiles::accepts_gzip("\tgzip\t;\tq=1"));

  CHECK_FALSE(StaticFiles::accepts_gzip(""));
  CHECK_FALSE(StaticFiles::accepts_gzip("identity"));
  CHECK_FALSE(StaticFiles::accepts_gzip("br, deflate"));
  CHECK_FALSE(StaticFiles::accepts_gzip("gzip;q=0"));
  CHECK_FALSE(StaticFiles::accepts_gzip("gzip; q=0.000"));
  CHECK_FALSE(StaticFiles::accepts_gzip("deflate, gzip;q=0, br"));
  CHECK_FALSE(StaticFiles::accepts_gzip("gzip;q=0, *"));  // the entry that names gzip wins
  CHECK_FALSE(StaticFiles::accepts_gzip("*;q=0"));
  CHECK_FALSE(StaticFiles::accepts_gzip("gzip;q=high"));  // malformed: as if 0
  CHECK_FALSE(StaticFiles::accepts_gzip("gzipped"));
}

TEST_CASE("text, scripts, JSON and SVG are compressible; images and fonts are not") {
  for (const char* path : {"/index.html", "/js/app.js", "/css/app.css", "/x.json", "/x.map",
                           "/board.svg", "/site.webmanifest", "/notes.txt"})
    CHECK_MESSAGE(StaticFiles::compressible(StaticFiles::content_type(path)), path);
  for (const char* path : {"/logo.png", "/photo.jpg", "/a.gif", "/a.webp", "/font.woff2",
                           "/font.woff", "/favicon.ico", "/engine.wasm", "/noextension"})
    CHECK_FALSE_MESSAGE(StaticFiles::compressible(StaticFiles::content_type(path)), path);
}

TEST_CASE("serve gzips text files to clients that accept it, with their own ETag") {
  TempDir root;
  const std::filesystem::path base = root.path;
  std::filesystem::create_directories(base / "js");
  const std::string script = script_like(20 * 1024);
  const std::string small_script = "export const answer = 42;\n";
  const std::string picture = script_like(5 * 1024, 2);  // compressible bytes, but a PNG's type
  write_file(base / "js" / "app.js", script);
  write_file(base / "js" / "small.js", small_script);
  write_file(base / "logo.png", picture);
  const StaticFiles files(root.path);

  const auto gzipped = serve(files, "/js/app.js", "gzip, deflate, br");
  CHECK(gzipped.result() == http::status::ok);
  CHECK(header(gzipped, http::field::content_encoding) == "gzip");
  CHECK(header(gzipped, http::field::vary) == "Accept-Encoding");
  CHECK(header(gzipped, http::field::content_type) == "text/javascript; charset=utf-8");
  CHECK(header(gzipped, http::field::content_length) == std::to_string(gzipped.body().size()));
  CHECK(gzipped.body().size() < script.size() / 2);
  CHECK(gunzip(gzipped.body()) == script);
  const std::string gzip_etag = header(gzipped, http::field::etag);

  const auto identity = serve(files, "/js/app.js");
  CHECK(identity.result() == http::status::ok);
  CHECK(header(identity, http::field::content_encoding).empty());
  CHECK(header(identity, http::field::vary) == "Accept-Encoding");  // this URL has two variants
  CHECK(identity.body() == script);
  const std::string identity_etag = header(identity, http::field::etag);
  REQUIRE(identity_etag.size() > 2);
  CHECK(gzip_etag == identity_etag.substr(0, identity_etag.size() - 1) + "-gz\"");

  SUBCASE("q=0 refuses gzip") {
    const auto refused = serve(files, "/js/app.js", "gzip;q=0");
    CHECK(header(refused, http::field::content_encoding).empty());
    CHECK(refused.body() == script);
    CHECK(header(refused, http::field::etag) == identity_etag);
  }
  SUBCASE("several Accept-Encoding lines count as one list") {
    HttpRequest message{http::verb::get, "/js/app.js", 11};
    message.insert(http::field::accept_encoding, "br");
    message.insert(http::field::accept_encoding, "gzip");
    const auto response = serve_request(files, message);
    CHECK(header(response, http::field::content_encoding) == "gzip");
    CHECK(gunzip(response.body()) == script);
  }
  SUBCASE("small files and images go out as they are") {
    const auto small = serve(files, "/js/small.js", "gzip");
    CHECK(header(small, http::field::content_encoding).empty());
    CHECK(header(small, http::field::vary) == "Accept-Encoding");
    CHECK(small.body() == small_script);
    const auto image = serve(files, "/logo.png", "gzip");
    CHECK(image.result() == http::status::ok);
    CHECK(header(image, http::field::content_encoding).empty());
    CHECK(header(image, http::field::vary).empty());
    CHECK(image.body() == picture);
  }
  SUBCASE("If-None-Match matches the variant that would be sent") {
    const auto not_modified = serve(files, "/js/app.js", "gzip", gzip_etag);
    CHECK(not_modified.result() == http::status::not_modified);
    CHECK(header(not_modified, http::field::etag) == gzip_etag);
    CHECK(header(not_modified, http::field::vary) == "Accept-Encoding");
    CHECK(serve(files, "/js/app.js", "", identity_etag).result() == http::status::not_modified);

    // The other variant's ETag: the full answer, in the variant asked for.
    const auto other = serve(files, "/js/app.js", "gzip", identity_etag);
    CHECK(other.result() == http::status::ok);
    CHECK(header(other, http::field::content_encoding) == "gzip");
    CHECK(gunzip(other.body()) == script);
    const auto plain = serve(files, "/js/app.js", "", gzip_etag);
    CHECK(plain.result() == http::status::ok);
    CHECK(plain.body() == script);

    // A cache holding both variants lists both; weak comparison ignores W/.
    CHECK(serve(files, "/js/app.js", "gzip", identity_etag + ", " + gzip_etag).result() ==
          http::status::not_modified);
    CHECK(serve(files, "/js/app.js", "gzip", "W/" + gzip_etag).result() ==
          http::status::not_modified);
    CHECK(serve(files, "/js/app.js", "gzip", "*").result() == http::status::not_modified);
    CHECK(serve(files, "/js/app.js", "gzip", "\"other\"").result() == http::status::ok);
  }
  SUBCASE("HEAD gives the length of the variant it would send") {
    const auto head = serve(files, "/js/app.js", "gzip", "", http::verb::head);
    CHECK(head.result() == http::status::ok);
    CHECK(head.body().empty());
    CHECK(header(head, http::field::content_encoding) == "gzip");
    CHECK(header(head, http::field::etag) == gzip_etag);
    CHECK(header(head, http::field::content_length) == std::to_string(gzipped.body().size()));
    const auto plain_head = serve(files, "/js/app.js", "", "", http::verb::head);
    CHECK(header(plain_head, http::field::content_encoding).empty());
    CHECK(header(plain_head, http::field::content_length) == std::to_string(script.size()));
  }
  SUBCASE("a new version of the file is compressed anew") {
    const std::string changed = script_like(30 * 1024, 3);
    write_file(base / "js" / "app.js", changed);
    const auto again = serve(files, "/js/app.js", "gzip");
    CHECK(header(again, http::field::content_encoding) == "gzip");
    CHECK(header(again, http::field::etag) != gzip_etag);
    CHECK(gunzip(again.body()) == changed);
  }
}

TEST_CASE("serve gzips from several threads at once") {
  TempDir root;
  const std::filesystem::path base = root.path;
  std::vector<std::string> scripts;
  for (unsigned i = 0; i < 4; ++i) {
    scripts.push_back(script_like(8 * 1024 + i * 1000, i + 10));
    write_file(base / ("file" + std::to_string(i) + ".js"), scripts.back());
  }
  const StaticFiles files(root.path);
  std::vector<std::thread> threads;
  std::vector<int> correct(4, 0);
  for (unsigned t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (unsigned round = 0; round < 40; ++round) {
        const unsigned i = (t + round) % scripts.size();
        const auto response = serve(files, "/file" + std::to_string(i) + ".js", "gzip");
        if (gunzip(response.body()) == scripts[i]) ++correct[t];
      }
    });
  }
  for (auto& thread : threads) thread.join();
  for (const int count : correct) CHECK(count == 40);
}

TEST_CASE("serve writes the page's language into index.html, a variant per language") {
  TempDir root;
  const std::filesystem::path base = root.path;
  std::filesystem::create_directories(base / "locales" / "en");
  std::filesystem::create_directories(base / "locales" / "ar");
  std::filesystem::create_directories(base / "js");
  const std::string page = "<!doctype html>\n<html lang=\"en\">\n<head></head><body>" +
                           script_like(4 * 1024) + "</body></html>\n";
  write_file(base / "index.html", page);
  write_file(base / "js" / "app.js", script_like(4 * 1024));
  const StaticFiles files(root.path);

  const auto ask = [&](const std::string& accept_language, const std::string& cookie,
                       const std::string& accept_encoding = {}) {
    HttpRequest request{http::verb::get, "/", 11};
    if (!accept_language.empty()) request.set(http::field::accept_language, accept_language);
    if (!cookie.empty()) request.set(http::field::cookie, cookie);
    if (!accept_encoding.empty()) request.set(http::field::accept_encoding, accept_encoding);
    return serve_request(files, request);
  };

  const auto arabic = ask("ar-SA,ar;q=0.9,en;q=0.8", "");
  CHECK(arabic.result() == http::status::ok);
  CHECK(arabic.body().rfind("<!doctype html>\n<html lang=\"ar\" dir=\"rtl\">\n<head>", 0) == 0);
  CHECK(arabic.body().size() == page.size() + std::string(" dir=\"rtl\"").size());
  CHECK(header(arabic, http::field::vary) == "Accept-Encoding, Accept-Language, Cookie");
  CHECK(header(arabic, http::field::content_language) == "ar");

  const auto english = ask("", "");
  CHECK(english.body().rfind("<!doctype html>\n<html lang=\"en\" dir=\"ltr\">", 0) == 0);
  CHECK(header(english, http::field::content_language) == "en");
  CHECK(header(english, http::field::etag) != header(arabic, http::field::etag));

  // The cookie overrides the browser's languages; one it lacks is passed over.
  CHECK(ask("ar", "theme=dark; lang=en").body().find("<html lang=\"en\" dir=\"ltr\">") !=
        std::string::npos);
  CHECK(ask("fr, ar;q=0.5", "lang=de").body().find("<html lang=\"ar\" dir=\"rtl\">") !=
        std::string::npos);

  // Gzipped, with its own ETag per language.
  const auto gzipped = ask("ar", "", "gzip");
  CHECK(header(gzipped, http::field::content_encoding) == "gzip");
  CHECK(gunzip(gzipped.body()) == arabic.body());
  CHECK(header(gzipped, http::field::etag) != header(arabic, http::field::etag));

  // A revalidation in the same language is a 304; in another it is the other page.
  HttpRequest again{http::verb::get, "/", 11};
  again.set(http::field::accept_language, "ar");
  again.set(http::field::if_none_match, header(arabic, http::field::etag));
  CHECK(serve_request(files, again).result() == http::status::not_modified);
  again.set(http::field::accept_language, "en");
  CHECK(serve_request(files, again).result() == http::status::ok);

  // Other files are as they were.
  const auto script = serve(files, "/js/app.js");
  CHECK(header(script, http::field::vary) == "Accept-Encoding");
  CHECK(header(script, http::field::content_language).empty());
}
