// CoalescingStream: a held write completes at once but sends nothing; the
// next write sends both, in order, in one go.
#include "server/net/coalescing_stream.hpp"

#include <doctest/doctest.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <optional>
#include <string>

using namespace kangaroom::server;
using tcp = net::ip::tcp;

namespace {

struct Pair {
  net::io_context io;
  tcp::socket client{io};
  std::optional<CoalescingStream> stream;
  Pair() {
    tcp::acceptor acceptor(io, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0));
    client.connect(acceptor.local_endpoint());
    stream.emplace(acceptor.accept());
  }
  // Writes `text` through the stream, the way Beast does, and runs the
  // io_context until the write completes.
  std::size_t write(const std::string& text) {
    std::size_t reported = 0;
    beast::error_code result;
    stream->async_write_some(net::buffer(text), [&](beast::error_code error, std::size_t bytes) {
      result = error;
      reported = bytes;
    });
    io.restart();
    io.run();
    REQUIRE(!result);
    return reported;
  }
  std::string read(std::size_t bytes) {
    std::string text(bytes, '\0');
    net::read(client, net::buffer(text));
    return text;
  }
};

}  // namespace

TEST_CASE("a held write sends nothing until the next one, which sends both") {
  Pair pair;
  pair.stream->hold_next_write();
  CHECK(pair.write("patch;") == 6);  // reported written, as Beast expects
  CHECK(pair.stream->held_bytes() == 6);
  CHECK(pair.client.available() == 0);  // nothing left the server

  CHECK(pair.write("ok;") == 3);
  CHECK(pair.stream->held_bytes() == 0);
  CHECK(pair.read(9) == "patch;ok;");
}

TEST_CASE("only the next write is held, and a hold can be cancelled") {
  Pair pair;
  CHECK(pair.write("plain;") == 6);
  CHECK(pair.read(6) == "plain;");

  pair.stream->hold_next_write();
  pair.stream->cancel_hold();
  CHECK(pair.write("close;") == 6);
  CHECK(pair.read(6) == "close;");

  pair.stream->hold_next_write();
  pair.write("a;");
  pair.write("b;");
  pair.write("c;");  // not held: the hold was for one write
  CHECK(pair.stream->held_bytes() == 0);
  CHECK(pair.read(6) == "a;b;c;");
}
