import CSDL2
import CSDL2TTF
import Glibc
import SandboxPrimitives

/// Fonts opened, and the first frame's glyphs rasterized, on another thread while the window is
/// being made.
///
/// Why: SDL spends about 3 ms making a software window's surface, and the first frame then
/// opened its fonts (FreeType parses each file, HarfBuzz loads the layout tables on the first
/// shaping) and rasterized every glyph of its text, one after the other. Nothing else uses
/// FreeType while the window is made, so that work can run beside it: the host names the text
/// it expects to draw (`Text`), and each weight and size it needs gets a face whose glyph cache
/// already holds those glyphs; a weight with no text gets a face at a guessed size, which the
/// first use resizes (see `FontLibrary`). `FontLibrary` takes the faces before it hands out any
/// font. A wrong guess only costs the worker's time: the pixels come from the same faces either
/// way.
///
/// The work is a list of faces to make (`Task`), taken in order. When the first frame needs its
/// fonts before the worker is through, `wait` takes the tasks left itself instead of sleeping:
/// on a busy 2-core machine the worker's thread sometimes started a millisecond or more late,
/// and the frame waited for it. FreeType allows faces to be made on one thread at a time
/// (under `lock`) and used on any, one thread per face.
final class FontWarmUp: @unchecked Sendable {
  /// A text the host expects to draw, at its output pixel size.
  struct Text: Sendable {
    var weight: FontWeight
    var pixelSize: Int32
    var text: String
  }

  /// One face to make: `weight` at `pixelSize` from `path`, with `texts` rasterized into its
  /// glyph cache; with `sized` (no texts expected at all), the face of the weight at the
  /// guessed size, shaped once so HarfBuzz has loaded its tables.
  private struct Task {
    var weight: FontWeight
    var path: String
    var pixelSize: Int32
    var texts: [String]
    var sized: Bool
  }

  /// The size faces for weights with no expected text are opened at.
  let pixelSize: Int32
  private let tasks: [Task]
  /// Guards `next`, `files` and the results, and makes faces one at a time (on the heap, so its
  /// address stays put).
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// The first task nobody has taken.
  private var next = 0
  /// Read only after `wait()`.
  private var faces: [(FontWeight, OpaquePointer)] = []
  private var sizedFaces: [(FontWeight, Int32, OpaquePointer)] = []
  private var files: [String: FontFile] = [:]
  private var worker: DedicatedThread?

  /// Starts the worker: for each weight of `files` (weight → font file), a face per size
  /// `texts` use, with their glyphs rasterized; without `texts`, one face per weight at
  /// `pixelSize`.
  init(files weights: [FontWeight: String], pixelSize: Int32, texts: [Text]) {
    self.pixelSize = pixelSize
    var tasks: [Task] = []
    for weight in FontWeight.allCases {
      guard let path = weights[weight] else { continue }
      let wanted = texts.filter { $0.weight == weight }
      var sizes: [Int32] = []
      for text in wanted where !sizes.contains(text.pixelSize) { sizes.append(text.pixelSize) }
      if sizes.isEmpty {
        // Told what to expect, a weight nothing uses is left for later.
        if texts.isEmpty {
          tasks.append(
            Task(weight: weight, path: path, pixelSize: pixelSize, texts: [], sized: true))
        }
        continue
      }
      for size in sizes {
        let strings = wanted.filter { $0.pixelSize == size && !$0.text.isEmpty }.map(\.text)
        tasks.append(
          Task(weight: weight, path: path, pixelSize: size, texts: strings, sized: false))
      }
    }
    self.tasks = tasks
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
    worker = DedicatedThread { [self] in runTasks() }
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// Makes faces until no task is left (on the worker, and on the waiting thread).
  private func runTasks() {
    while true {
      pthread_mutex_lock(lock)
      guard next < tasks.count else {
        pthread_mutex_unlock(lock)
        return
      }
      let task = tasks[next]
      next += 1
      let file = files[task.path] ?? (try? FontFile(path: task.path))
      if let file { files[task.path] = file }
      let font = file?.openFont(pixelSize: task.pixelSize)
      pthread_mutex_unlock(lock)
      guard let font else { continue }
      if task.sized {
        // The first shaping loads the face's layout tables, which survive a resize.
        var w: Int32 = 0
        var h: Int32 = 0
        _ = TTF_SizeUTF8(font, "Headlines 9:41", &w, &h)
      }
      for text in task.texts {
        // Shaded and blended text share the face's cache of anti-aliased glyphs; shaded is
        // the cheaper surface to throw away.
        let black = SDL_Color(r: 0, g: 0, b: 0, a: 255)
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        SDL_FreeSurface(TTF_RenderUTF8_Shaded(font, text, black, white))
      }
      pthread_mutex_lock(lock)
      if task.sized {
        faces.append((task.weight, font))
      } else {
        sizedFaces.append((task.weight, task.pixelSize, font))
      }
      pthread_mutex_unlock(lock)
    }
  }

  /// Makes the faces the worker has not started, then waits for the one it is making; the
  /// caller owns the faces (one per weight, and one per weight and size) and the files it
  /// returns.
  func wait() -> (
    faces: [(FontWeight, OpaquePointer)], sizedFaces: [(FontWeight, Int32, OpaquePointer)],
    files: [String: FontFile]
  ) {
    runTasks()
    worker?.join()
    // The worker's closure holds this object: letting it go ends the cycle.
    worker = nil
    return (faces, sizedFaces, files)
  }
}
