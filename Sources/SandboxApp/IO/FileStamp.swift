import Foundation

/// What tells a file's contents apart without reading them: the device and inode (an editor's
/// atomic save, an `AtomicFile` write and a rename each give a new one), the size and the
/// modification time to the nanosecond. Taken from the path, so a replaced file is seen.
struct FileStamp: Equatable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int

  /// The stamp of the file at `path` now, nil when it cannot be stat'ed.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    seconds = Int(info.st_mtim.tv_sec)
    nanoseconds = Int(info.st_mtim.tv_nsec)
  }
}
