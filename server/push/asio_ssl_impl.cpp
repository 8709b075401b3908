// Asio's TLS support compiled once for the push sender: the server's
// kangaroom_asio (server/net/asio_impl.cpp) compiles Asio and Beast with
// BOOST_ASIO_SEPARATE_COMPILATION but not boost/asio/ssl, which has its own
// source file to include.
#include <boost/asio/ssl/impl/src.hpp>
