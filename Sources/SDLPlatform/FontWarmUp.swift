import CSDL2
import CSDL2TTF
import Glibc
import SandboxPrimitives

/// Fonts opened, and the first frame's text rasterized, on another thread while the window is
/// being made.
///
/// Why: SDL spends about 3 ms making a software window's surface, and the first frame then
/// opened its fonts (FreeType parses each file, HarfBuzz loads the layout tables on the first
/// shaping) and rasterized every run of its text, one after the other. Nothing else uses
/// FreeType while the window is made, so that work can run beside it: the host names the text
/// it expects to draw (`Text`), and each weight it needs gets one face, resized from size to
/// size (`TTF_SetFontSize` keeps HarfBuzz's tables; a resized face draws what a fresh one
/// draws), which renders each text's coverage (`TextCoverage`). The first frame then makes its
/// text textures from those coverages in whatever colours it draws them, without FreeType. A
/// weight with no text gets a face at a guessed size when no text is named at all (see
/// `FontLibrary`). A wrong guess only costs the worker's time: the pixels are the same either
/// way.
///
/// The work is a list of weights to make (`Task`), taken in order. When the first frame needs
/// its fonts before the worker is through, `wait` takes the tasks left itself instead of
/// sleeping: on a busy 2-core machine the worker's thread sometimes started a millisecond or
/// more late, and the frame waited for it. FreeType allows faces to be made on one thread at a
/// time (under `lock`) and used on any, one thread per face.
///
/// Measured on the 2-core bench machine: with a face per weight and size, each text rasterized
/// into the glyph cache and then again by the frame, the worker ran 4.5–5 ms (seven faces at
/// 0.4–1.5 ms each), the frame waited for it by up to 2 ms and then spent 0.9 ms on its text;
/// with one face per weight and coverages the worker runs about 2.8 ms, done by the time the
/// window is, and the first frame's drawing fell from 5.1 to 3.9 ms.
final class FontWarmUp: @unchecked Sendable {
  /// A text the host expects to draw in the UI family, at its output pixel size.
  struct Text: Sendable {
    var weight: FontWeight
    var pixelSize: Int32
    var text: String
  }

  /// One weight's face to make, from `path`: at each of `sizes` in turn with its texts'
  /// coverages rendered; with no sizes (no text expected at all), at `guess`, shaped once so
  /// HarfBuzz has loaded its tables.
  private struct Task {
    var weight: FontWeight
    var path: String
    var sizes: [(pixelSize: Int32, texts: [String])]
    var guess: Int32
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
  private var faces: [(weight: FontWeight, font: OpaquePointer, pixelSize: Int32)] = []
  private var coverages: [TextCoverage.Key: TextCoverage] = [:]
  private var files: [String: FontFile] = [:]
  private var worker: DedicatedThread?

  /// Starts the worker: for each weight of `files` (weight → font file) that `texts` use, one
  /// face with their coverages rendered at each size; without `texts`, one face per weight at
  /// `pixelSize`.
  init(files weights: [FontWeight: String], pixelSize: Int32, texts: [Text]) {
    self.pixelSize = pixelSize
    var tasks: [Task] = []
    for weight in FontWeight.allCases {
      guard let path = weights[weight] else { continue }
      let wanted = texts.filter { $0.weight == weight }
      var sizes: [(pixelSize: Int32, texts: [String])] = []
      for text in wanted {
        let size = max(1, text.pixelSize)
        if !sizes.contains(where: { $0.pixelSize == size }) { sizes.append((size, [])) }
        let index = sizes.firstIndex { $0.pixelSize == size }!
        if !text.text.isEmpty && !sizes[index].texts.contains(text.text) {
          sizes[index].texts.append(text.text)
        }
      }
      // Told what to expect, a weight nothing uses is left for later.
      if sizes.isEmpty && !texts.isEmpty { continue }
      tasks.append(Task(weight: weight, path: path, sizes: sizes, guess: pixelSize))
    }
    self.tasks = tasks
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
    worker = DedicatedThread { [self] in runTasks() }
  }

  deinit {
    // Coverages nobody took (a wait that never came) are this object's to free.
    for coverage in coverages.values { coverage.free() }
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
      let font = file?.openFont(pixelSize: task.sizes.first?.pixelSize ?? task.guess)
      pthread_mutex_unlock(lock)
      guard let font else { continue }
      var size = task.sizes.first?.pixelSize ?? task.guess
      var made: [TextCoverage.Key: TextCoverage] = [:]
      if task.sizes.isEmpty {
        // The first shaping loads the face's layout tables, which survive a resize.
        var w: Int32 = 0
        var h: Int32 = 0
        _ = TTF_SizeUTF8(font, "Headlines 9:41", &w, &h)
      }
      for (pixelSize, texts) in task.sizes {
        if pixelSize != size {
          guard TTF_SetFontSize(font, pixelSize) == 0 else { continue }
          size = pixelSize
        }
        for text in texts {
          guard let coverage = TextCoverage(font: font, text: text) else { continue }
          made[TextCoverage.Key(text: text, weight: task.weight, pixelSize: pixelSize)] = coverage
        }
      }
      pthread_mutex_lock(lock)
      faces.append((task.weight, font, size))
      coverages.merge(made) { kept, extra in
        extra.free()
        return kept
      }
      pthread_mutex_unlock(lock)
    }
  }

  /// Makes the faces the worker has not started, then waits for the one it is making; the
  /// caller owns the faces (one per weight, at the size it was left at), the coverages and the
  /// files it returns.
  func wait() -> (
    faces: [(weight: FontWeight, font: OpaquePointer, pixelSize: Int32)],
    coverages: [TextCoverage.Key: TextCoverage], files: [String: FontFile]
  ) {
    runTasks()
    worker?.join()
    // The worker's closure holds this object: letting it go ends the cycle.
    worker = nil
    let taken = coverages
    coverages = [:]
    return (faces, taken, files)
  }
}
