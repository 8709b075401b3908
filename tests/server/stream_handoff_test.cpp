// move_stream_to: a connection handed to another io_context is served there
// (and only there), both ways, with nothing lost.
#include "server/net/stream_handoff.hpp"

#include <doctest/doctest.h>

#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>
#include <string>

using namespace kangaroom::server;
using tcp = net::ip::tcp;

TEST_CASE("a stream moved to another io_context reads and writes there") {
  net::io_context accepted_on;
  net::io_context room_thread;
  net::io_context client_side;
  tcp::acceptor acceptor(accepted_on, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0));
  tcp::socket client(client_side);
  client.connect(acceptor.local_endpoint());
  beast::tcp_stream stream(acceptor.accept());
  CHECK(runs_on(stream, accepted_on));
  CHECK_FALSE(runs_on(stream, room_thread));

  beast::error_code error;
  beast::tcp_stream moved = move_stream_to(stream, room_thread, error);
  REQUIRE_FALSE(error);
  CHECK(runs_on(moved, room_thread));
  CHECK_FALSE(stream.socket().is_open());

  net::write(client, net::buffer(std::string("move")));
  std::string received(4, '\0');
  bool read_done = false;
  net::async_read(moved, net::buffer(received), [&](beast::error_code read_error, std::size_t) {
    CHECK_FALSE(read_error);
    read_done = true;
  });
  CHECK(accepted_on.poll() == 0);  // the old io_context has nothing of it
  room_thread.run();
  CHECK(read_done);
  CHECK(received == "move");

  net::write(moved, net::buffer(std::string("patch")));
  std::string answer(5, '\0');
  net::read(client, net::buffer(answer));
  CHECK(answer == "patch");
}
