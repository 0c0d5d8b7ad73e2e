import Foundation

/// Reads a whole file with a size limit, with a one-line reason when it cannot.
public enum FileReader {
    public struct Failure: Error, Sendable {
        public let message: String
    }

    public static func read(path: String, limit: Int) throws(Failure) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(message: "cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else { throw Failure(message: "cannot read '\(path)': it is a folder") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Failure(message: "cannot read '\(path)': permission denied")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw Failure(message: "cannot read '\(path)': \(error.localizedDescription)")
        }
        guard data.count <= limit else { throw Failure(message: "cannot read '\(path)': larger than \(limit >> 20) MiB") }
        return data
    }
}
