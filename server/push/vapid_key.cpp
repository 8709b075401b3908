#include "server/push/vapid_key.hpp"

#include <fcntl.h>
#include <openssl/bio.h>
#include <openssl/crypto.h>
#include <openssl/pem.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "server/push/base64url.hpp"

namespace kangaroom::server::push {

namespace {

// A PEM P-256 key is about 240 bytes; anything far larger is not one.
constexpr std::size_t kMaxKeyFileBytes = 16 * 1024;

struct BioFree {
  void operator()(BIO* bio) const { BIO_free(bio); }
};

// Wipes what held the private key before the memory is given back.
class SecretText {
 public:
  SecretText() = default;
  SecretText(const SecretText&) = delete;
  SecretText& operator=(const SecretText&) = delete;
  ~SecretText() { OPENSSL_cleanse(text.data(), text.size()); }
  std::string text;
};

class FileDescriptor {
 public:
  explicit FileDescriptor(int descriptor) : descriptor_(descriptor) {}
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  ~FileDescriptor() {
    if (descriptor_ >= 0) ::close(descriptor_);
  }
  int get() const { return descriptor_; }
  bool valid() const { return descriptor_ >= 0; }

 private:
  int descriptor_;
};

std::string system_error(std::string_view what, const std::filesystem::path& path, int error) {
  return std::string(what) + " " + path.string() + ": " + std::strerror(error);
}

// No pass phrase, ever: OpenSSL's default would ask on the terminal.
int refuse_pass_phrase(char*, int, int, void*) { return 0; }

bool write_all(int descriptor, std::string_view data) {
  while (!data.empty()) {
    const ssize_t written = ::write(descriptor, data.data(), data.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    data.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

}  // namespace

Result<VapidKey> VapidKey::from_evp_key(EvpPkey key) {
  if (!is_p256_key(key.get())) return Result<VapidKey>::failure("not a P-256 (ES256) key");
  auto public_point = p256_public_point(key.get());
  if (!public_point) return Result<VapidKey>::failure(public_point.error());
  VapidKey vapid_key;
  vapid_key.key_ = std::move(key);
  vapid_key.public_key_ = std::move(public_point).value();
  vapid_key.public_key_base64url_ = base64url_encode(vapid_key.public_key_);
  return Result<VapidKey>::success(std::move(vapid_key));
}

Result<VapidKey> VapidKey::generate() {
  auto key = generate_p256_key();
  if (!key) return Result<VapidKey>::failure(key.error());
  return from_evp_key(std::move(key).value());
}

Result<VapidKey> VapidKey::from_private_scalar(std::span<const std::uint8_t> scalar) {
  auto key = p256_key_from_private_scalar(scalar);
  if (!key) return Result<VapidKey>::failure(key.error());
  return from_evp_key(std::move(key).value());
}

Result<VapidKey> VapidKey::from_pem(std::string_view pem) {
  std::unique_ptr<BIO, BioFree> bio(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())));
  if (!bio) return Result<VapidKey>::failure("out of memory");
  EVP_PKEY* key = PEM_read_bio_PrivateKey(bio.get(), nullptr, refuse_pass_phrase, nullptr);
  if (key == nullptr) {
    const std::string details = take_openssl_errors();
    return Result<VapidKey>::failure("not an unencrypted PEM private key" +
                                     (details.empty() ? "" : " (" + details + ")"));
  }
  return from_evp_key(EvpPkey(key));
}

Result<VapidKey> VapidKey::load_file(const std::filesystem::path& path) {
  FileDescriptor file(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY));
  if (!file.valid()) return Result<VapidKey>::failure(system_error("cannot open", path, errno));
  // Checked on the open file, not the name, so the file cannot be swapped
  // between the check and the read.
  struct stat status {};
  if (::fstat(file.get(), &status) != 0)
    return Result<VapidKey>::failure(system_error("cannot stat", path, errno));
  if (!S_ISREG(status.st_mode))
    return Result<VapidKey>::failure(path.string() + " is not a regular file");
  if ((status.st_mode & 077) != 0)
    return Result<VapidKey>::failure(path.string() +
                                     " is accessible by group or others; chmod 600 it");
  if (static_cast<std::size_t>(status.st_size) > kMaxKeyFileBytes)
    return Result<VapidKey>::failure(path.string() + " is too large for a key");

  SecretText contents;
  contents.text.resize(kMaxKeyFileBytes);
  std::size_t length = 0;
  while (length < contents.text.size()) {
    const ssize_t got =
        ::read(file.get(), contents.text.data() + length, contents.text.size() - length);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return Result<VapidKey>::failure(system_error("cannot read", path, errno));
    if (got == 0) break;
    length += static_cast<std::size_t>(got);
  }
  auto key = from_pem(std::string_view(contents.text.data(), length));
  if (!key) return Result<VapidKey>::failure(path.string() + ": " + key.error());
  return key;
}

Status VapidKey::save_file(const std::filesystem::path& path) const {
  // Beside the target, so that link() stays on one file system; O_EXCL and
  // O_NOFOLLOW refuse whatever already has the name.
  std::filesystem::path temporary = path;
  temporary += ".tmp-" + std::to_string(::getpid());
  SecretText pem;
  pem.text = private_key_pem();
  if (pem.text.empty()) return Status::failure("cannot write the key as PEM");
  {
    FileDescriptor file(
        ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600));
    if (!file.valid()) return Status::failure(system_error("cannot create", temporary, errno));
    // The mode given to open() is reduced by the umask; 0600 exactly.
    const bool written = ::fchmod(file.get(), 0600) == 0 && write_all(file.get(), pem.text) &&
                         ::fsync(file.get()) == 0;
    if (!written) {
      const int error = errno;
      ::unlink(temporary.c_str());
      return Status::failure(system_error("cannot write", temporary, error));
    }
  }
  // link() fails with EEXIST instead of replacing, unlike rename().
  const int linked = ::link(temporary.c_str(), path.c_str());
  const int error = errno;
  ::unlink(temporary.c_str());
  if (linked != 0) return Status::failure(system_error("cannot create", path, error));
  return Status::success();
}

Result<VapidKey> VapidKey::load_or_create_file(const std::filesystem::path& path) {
  std::error_code error;
  if (!std::filesystem::exists(std::filesystem::symlink_status(path, error))) {
    auto key = generate();
    if (!key) return key;
    const Status saved = key.value().save_file(path);
    if (saved) return key;
    // Another process may have created it in the meantime: use that one.
    if (!std::filesystem::exists(path, error)) return Result<VapidKey>::failure(saved.error());
  }
  return load_file(path);
}

std::string VapidKey::private_key_pem() const {
  std::unique_ptr<BIO, BioFree> bio(BIO_new(BIO_s_secmem()));
  if (!bio ||
      PEM_write_bio_PrivateKey(bio.get(), key_.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1) {
    take_openssl_errors();
    return {};
  }
  char* data = nullptr;
  const long length = BIO_get_mem_data(bio.get(), &data);
  return std::string(data, static_cast<std::size_t>(length));
}

Result<Bytes> VapidKey::sign(std::string_view message) const {
  return es256_sign(key_.get(), as_bytes_span(message));
}

}  // namespace kangaroom::server::push
