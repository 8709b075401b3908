#include "server/push/p256.hpp"

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/objects.h>
#include <openssl/param_build.h>

#include <array>
#include <cstring>

namespace kangaroom::server::push {

void EvpPkeyFree::operator()(EVP_PKEY* key) const { EVP_PKEY_free(key); }

namespace {

// OpenSSL's name of P-256 (RFC 8422 section 5.1.1: secp256r1).
constexpr const char* kCurveName = "prime256v1";

struct BignumFree {
  // BN_clear_free: a private scalar must not linger in freed memory.
  void operator()(BIGNUM* number) const { BN_clear_free(number); }
};
using Bignum = std::unique_ptr<BIGNUM, BignumFree>;
struct BnCtxFree {
  void operator()(BN_CTX* context) const { BN_CTX_free(context); }
};
struct EcGroupFree {
  void operator()(EC_GROUP* group) const { EC_GROUP_free(group); }
};
struct EcPointFree {
  void operator()(EC_POINT* point) const { EC_POINT_free(point); }
};
struct PkeyCtxFree {
  void operator()(EVP_PKEY_CTX* context) const { EVP_PKEY_CTX_free(context); }
};
using PkeyCtx = std::unique_ptr<EVP_PKEY_CTX, PkeyCtxFree>;
struct MdCtxFree {
  void operator()(EVP_MD_CTX* context) const { EVP_MD_CTX_free(context); }
};
struct ParamBldFree {
  void operator()(OSSL_PARAM_BLD* builder) const { OSSL_PARAM_BLD_free(builder); }
};
struct ParamFree {
  void operator()(OSSL_PARAM* params) const { OSSL_PARAM_free(params); }
};
struct EcdsaSigFree {
  void operator()(ECDSA_SIG* signature) const { ECDSA_SIG_free(signature); }
};
struct OpensslFree {
  void operator()(unsigned char* memory) const { OPENSSL_free(memory); }
};

template <typename T>
Result<T> openssl_failure(std::string_view what) {
  std::string message(what);
  const std::string details = take_openssl_errors();
  if (!details.empty()) message += " (" + details + ")";
  return Result<T>::failure(std::move(message));
}

// Writes `number` as exactly `size` big-endian bytes at `out`.
bool write_padded(const BIGNUM* number, std::uint8_t* out, std::size_t size) {
  return BN_bn2binpad(number, out, static_cast<int>(size)) == static_cast<int>(size);
}

Result<EvpPkey> key_from_params(const OSSL_PARAM* params, int selection) {
  PkeyCtx context(EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr));
  EVP_PKEY* key = nullptr;
  if (!context || EVP_PKEY_fromdata_init(context.get()) != 1 ||
      EVP_PKEY_fromdata(context.get(), &key, selection, const_cast<OSSL_PARAM*>(params)) != 1)
    return openssl_failure<EvpPkey>("not a P-256 key");
  return Result<EvpPkey>::success(EvpPkey(key));
}

}  // namespace

std::string take_openssl_errors() {
  std::string text;
  while (const unsigned long code = ERR_get_error()) {
    std::array<char, 256> line{};
    ERR_error_string_n(code, line.data(), line.size());
    if (!text.empty()) text += "; ";
    text += line.data();
  }
  return text;
}

Result<EvpPkey> generate_p256_key() {
  EVP_PKEY* key = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", kCurveName);
  if (key == nullptr) return openssl_failure<EvpPkey>("cannot generate a P-256 key");
  return Result<EvpPkey>::success(EvpPkey(key));
}

Result<EvpPkey> p256_key_from_private_scalar(std::span<const std::uint8_t> scalar) {
  if (scalar.size() != kP256ScalarBytes)
    return Result<EvpPkey>::failure("a P-256 private key has 32 bytes");
  std::unique_ptr<EC_GROUP, EcGroupFree> group(EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1));
  std::unique_ptr<BN_CTX, BnCtxFree> bn_context(BN_CTX_new());
  Bignum private_scalar(BN_bin2bn(scalar.data(), static_cast<int>(scalar.size()), nullptr));
  if (!group || !bn_context || !private_scalar)
    return openssl_failure<EvpPkey>("cannot read the private key");
  // A private key is in [1, n - 1] (SEC 1 section 3.2.1).
  if (BN_is_zero(private_scalar.get()) ||
      BN_cmp(private_scalar.get(), EC_GROUP_get0_order(group.get())) >= 0)
    return Result<EvpPkey>::failure("the private key is outside the curve's range");

  // The public point is d * G; EVP_PKEY_fromdata does not compute it.
  std::unique_ptr<EC_POINT, EcPointFree> public_point(EC_POINT_new(group.get()));
  std::array<std::uint8_t, kP256PointBytes> encoded_point{};
  if (!public_point ||
      EC_POINT_mul(group.get(), public_point.get(), private_scalar.get(), nullptr, nullptr,
                   bn_context.get()) != 1 ||
      EC_POINT_point2oct(group.get(), public_point.get(), POINT_CONVERSION_UNCOMPRESSED,
                         encoded_point.data(), encoded_point.size(),
                         bn_context.get()) != kP256PointBytes)
    return openssl_failure<EvpPkey>("cannot compute the public key");

  std::unique_ptr<OSSL_PARAM_BLD, ParamBldFree> builder(OSSL_PARAM_BLD_new());
  if (!builder ||
      OSSL_PARAM_BLD_push_utf8_string(builder.get(), OSSL_PKEY_PARAM_GROUP_NAME, kCurveName, 0) !=
          1 ||
      OSSL_PARAM_BLD_push_BN(builder.get(), OSSL_PKEY_PARAM_PRIV_KEY, private_scalar.get()) != 1 ||
      OSSL_PARAM_BLD_push_octet_string(builder.get(), OSSL_PKEY_PARAM_PUB_KEY, encoded_point.data(),
                                       encoded_point.size()) != 1)
    return openssl_failure<EvpPkey>("cannot build the key");
  std::unique_ptr<OSSL_PARAM, ParamFree> params(OSSL_PARAM_BLD_to_param(builder.get()));
  if (!params) return openssl_failure<EvpPkey>("cannot build the key");
  return key_from_params(params.get(), EVP_PKEY_KEYPAIR);
}

Result<EvpPkey> p256_key_from_public_point(std::span<const std::uint8_t> point) {
  // Compressed points (0x02/0x03, 33 bytes) are valid X9.62 but not what
  // RFC 8291 section 3.1 and RFC 8292 section 3.2 allow.
  if (point.size() != kP256PointBytes || point[0] != 0x04)
    return Result<EvpPkey>::failure("not an uncompressed P-256 point (65 bytes starting with 4)");
  char group_name[] = "prime256v1";
  Bytes point_copy(point.begin(), point.end());
  const OSSL_PARAM params[] = {
      OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, group_name, 0),
      OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, point_copy.data(),
                                        point_copy.size()),
      OSSL_PARAM_construct_end()};
  auto key = key_from_params(params, EVP_PKEY_PUBLIC_KEY);
  if (!key) return Result<EvpPkey>::failure("not a point on P-256");
  // Decoding already refuses points off the curve; the full public-key check
  // (SP 800-56A section 5.6.2.3) also refuses the point at infinity.
  PkeyCtx check(EVP_PKEY_CTX_new_from_pkey(nullptr, key.value().get(), nullptr));
  if (!check || EVP_PKEY_public_check(check.get()) != 1) {
    take_openssl_errors();
    return Result<EvpPkey>::failure("not a valid point on P-256");
  }
  return key;
}

bool is_p256_key(const EVP_PKEY* key) {
  if (key == nullptr || EVP_PKEY_is_a(key, "EC") != 1) return false;
  std::array<char, 64> group_name{};
  std::size_t length = 0;
  if (EVP_PKEY_get_utf8_string_param(key, OSSL_PKEY_PARAM_GROUP_NAME, group_name.data(),
                                     group_name.size(), &length) != 1) {
    take_openssl_errors();
    return false;
  }
  int curve = OBJ_sn2nid(group_name.data());
  if (curve == NID_undef) curve = EC_curve_nist2nid(group_name.data());
  return curve == NID_X9_62_prime256v1;
}

Result<Bytes> p256_public_point(const EVP_PKEY* key) {
  // The coordinates, not OSSL_PKEY_PARAM_PUB_KEY: that one follows the key's
  // point format, which a loaded key may have as compressed.
  BIGNUM* x = nullptr;
  BIGNUM* y = nullptr;
  const bool have = EVP_PKEY_get_bn_param(key, OSSL_PKEY_PARAM_EC_PUB_X, &x) == 1 &&
                    EVP_PKEY_get_bn_param(key, OSSL_PKEY_PARAM_EC_PUB_Y, &y) == 1;
  Bignum owned_x(x);
  Bignum owned_y(y);
  Bytes point(kP256PointBytes);
  point[0] = 0x04;
  if (!have || !write_padded(x, point.data() + 1, kP256ScalarBytes) ||
      !write_padded(y, point.data() + 1 + kP256ScalarBytes, kP256ScalarBytes))
    return openssl_failure<Bytes>("the key has no P-256 public point");
  return Result<Bytes>::success(std::move(point));
}

Result<Bytes> p256_private_scalar(const EVP_PKEY* key) {
  BIGNUM* scalar = nullptr;
  const bool have = EVP_PKEY_get_bn_param(key, OSSL_PKEY_PARAM_PRIV_KEY, &scalar) == 1;
  Bignum owned(scalar);
  Bytes bytes(kP256ScalarBytes);
  if (!have || !write_padded(scalar, bytes.data(), bytes.size()))
    return openssl_failure<Bytes>("the key has no private part");
  return Result<Bytes>::success(std::move(bytes));
}

Result<Bytes> p256_shared_secret(const EVP_PKEY* own_key_pair, const EVP_PKEY* peer_public) {
  PkeyCtx context(
      EVP_PKEY_CTX_new_from_pkey(nullptr, const_cast<EVP_PKEY*>(own_key_pair), nullptr));
  std::size_t length = 0;
  // EVP_PKEY_derive_set_peer also validates the peer's key.
  if (!context || EVP_PKEY_derive_init(context.get()) != 1 ||
      EVP_PKEY_derive_set_peer(context.get(), const_cast<EVP_PKEY*>(peer_public)) != 1 ||
      EVP_PKEY_derive(context.get(), nullptr, &length) != 1 || length != kP256ScalarBytes)
    return openssl_failure<Bytes>("ECDH failed");
  Bytes secret(length);
  if (EVP_PKEY_derive(context.get(), secret.data(), &length) != 1 || length != kP256ScalarBytes)
    return openssl_failure<Bytes>("ECDH failed");
  return Result<Bytes>::success(std::move(secret));
}

Result<Bytes> es256_sign(const EVP_PKEY* key_pair, std::span<const std::uint8_t> message) {
  std::unique_ptr<EVP_MD_CTX, MdCtxFree> context(EVP_MD_CTX_new());
  std::size_t der_length = 0;
  if (!context ||
      EVP_DigestSignInit(context.get(), nullptr, EVP_sha256(), nullptr,
                         const_cast<EVP_PKEY*>(key_pair)) != 1 ||
      EVP_DigestSign(context.get(), nullptr, &der_length, message.data(), message.size()) != 1)
    return openssl_failure<Bytes>("cannot sign");
  Bytes der(der_length);
  if (EVP_DigestSign(context.get(), der.data(), &der_length, message.data(), message.size()) != 1)
    return openssl_failure<Bytes>("cannot sign");

  // OpenSSL writes ECDSA-Sig-Value (RFC 3279 section 2.2.3: a DER SEQUENCE of
  // two INTEGERs); JWS wants the two numbers as fixed 32-byte fields.
  const unsigned char* cursor = der.data();
  std::unique_ptr<ECDSA_SIG, EcdsaSigFree> signature(
      d2i_ECDSA_SIG(nullptr, &cursor, static_cast<long>(der_length)));
  if (!signature) return openssl_failure<Bytes>("cannot read OpenSSL's signature");
  const BIGNUM* r = nullptr;
  const BIGNUM* s = nullptr;
  ECDSA_SIG_get0(signature.get(), &r, &s);
  Bytes raw(kEs256SignatureBytes);
  if (!write_padded(r, raw.data(), kP256ScalarBytes) ||
      !write_padded(s, raw.data() + kP256ScalarBytes, kP256ScalarBytes))
    return openssl_failure<Bytes>("cannot convert OpenSSL's signature");
  return Result<Bytes>::success(std::move(raw));
}

bool es256_verify(const EVP_PKEY* public_key, std::span<const std::uint8_t> message,
                  std::span<const std::uint8_t> signature) {
  if (signature.size() != kEs256SignatureBytes) return false;
  // The opposite conversion: R || S into the DER that OpenSSL checks.
  std::unique_ptr<ECDSA_SIG, EcdsaSigFree> parsed(ECDSA_SIG_new());
  BIGNUM* r = BN_bin2bn(signature.data(), kP256ScalarBytes, nullptr);
  BIGNUM* s = BN_bin2bn(signature.data() + kP256ScalarBytes, kP256ScalarBytes, nullptr);
  if (!parsed || r == nullptr || s == nullptr || ECDSA_SIG_set0(parsed.get(), r, s) != 1) {
    BN_free(r);
    BN_free(s);
    take_openssl_errors();
    return false;
  }
  unsigned char* der = nullptr;
  const int der_length = i2d_ECDSA_SIG(parsed.get(), &der);
  std::unique_ptr<unsigned char, OpensslFree> owned_der(der);
  std::unique_ptr<EVP_MD_CTX, MdCtxFree> context(EVP_MD_CTX_new());
  const bool valid = der_length > 0 && context &&
                     EVP_DigestVerifyInit(context.get(), nullptr, EVP_sha256(), nullptr,
                                          const_cast<EVP_PKEY*>(public_key)) == 1 &&
                     EVP_DigestVerify(context.get(), der, static_cast<std::size_t>(der_length),
                                      message.data(), message.size()) == 1;
  take_openssl_errors();
  return valid;
}

}  // namespace kangaroom::server::push
