import Foundation
import StoreCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file with a size limit, with a one-line reason when it cannot.
///
/// The path is examined before it is opened, and only a regular file is opened: a FIFO, a
/// device or a socket is refused at once (opening a FIFO would wait for a writer forever).
/// The file is opened without blocking and examined again, in case it was replaced meanwhile.
package enum FileReader {
    package struct Failure: Error, Sendable {
        /// Why, in words: "no such file", "it is a FIFO (named pipe), not a regular file", ….
        package let reason: String
        /// There is nothing at the path.
        package let isMissing: Bool
        /// The file holds more than the limit.
        package let isTooLarge: Bool
        /// `cannot read 'PATH': reason`, the path escaped; just the reason for an empty path.
        package let message: String

        init(path: String, reason: String, isMissing: Bool = false, isTooLarge: Bool = false) {
            self.reason = reason
            self.isMissing = isMissing
            self.isTooLarge = isTooLarge
            message = path.isEmpty ? reason : "cannot read '\(PrintableText.escaped(path))': \(reason)"
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    package static func read(path: String, limit: Int) throws(Failure) -> Data {
        Data(try readBytes(path: path, limit: limit))
    }

    /// The bytes of the regular file at `path`, at most `limit` of them, as an array: what the
    /// readers of scenarios and `.storekit` files go through. A `Data` made first (about 3,000
    /// instructions for `Data(count:)` alone) was copied into an array to be read.
    package static func readBytes(path: String, limit: Int) throws(Failure) -> [UInt8] {
        guard !path.isEmpty else { throw Failure(path: path, reason: "expected a file path, found an empty one", isMissing: true) }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            throw Failure(path: path, reason: reason(code), isMissing: code == ENOENT)
        }
        if let kind = nonRegularKind(info.st_mode) {
            throw Failure(path: path, reason: "it is \(kind), not a regular file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path, reason: reason(errno)) }
        if let kind = nonRegularKind(info.st_mode) {
            throw Failure(path: path, reason: "it is \(kind), not a regular file")
        }
        // Read straight into the array's storage, in pieces the size of the file (one for a
        // file that does not change meanwhile, and its end read into the byte to spare) or 64 KiB
        // when its size is not known: a buffer cleared and copied byte by byte per file was most
        // of what reading a scenario cost. The storage grows only when a read fills it, and is
        // cut to what was read once at the end.
        let piece = info.st_size > 0 ? min(Int(info.st_size) + 1, limit + 1) : 64 * 1024
        var bytes = [UInt8](repeating: 0, count: piece)
        var filled = 0
        while filled <= limit {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: piece)) }
            let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress.map { $0 + filled }, $0.count - filled) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Failure(path: path, reason: reason(errno))
            }
            filled += count
        }
        guard filled <= limit else { throw Failure(path: path, reason: "larger than \(limit >> 20) MiB", isTooLarge: true) }
        bytes.removeSubrange(filled...)
        return bytes
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// What a path that is not a regular file is, in words, or nil for a regular file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a file"
        }
    }

    /// A system error in words: "no such file", "permission denied", ….
    package static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "a part of the path is not a folder"
        case EIO: return "the system could not read it (input/output error)"
        case ELOOP: return "too many symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
