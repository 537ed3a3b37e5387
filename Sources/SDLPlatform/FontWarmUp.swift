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
/// The work is a face per weight (`Slot`), opened and then rendering its texts' coverages.
/// The faces can open before anyone knows the text (`init(files:pixelSize:)`, for
/// `FontPreparation`, from the start of the window command): the worker opens every weight's
/// face and waits to be told the text (`expect`), then renders the weights it names and leaves
/// the others' faces as they are. When the first frame needs its fonts before the worker is
/// through, `wait` takes the work left itself instead of sleeping: on a busy 2-core machine the
/// worker's thread sometimes started a millisecond or more late, and the frame waited for it.
/// FreeType allows faces to be made on one thread at a time (under `making`) and used on any, one
/// thread per face.
///
/// Measured on the 2-core bench machine: with a face per weight and size, each text rasterized
/// into the glyph cache and then again by the frame, the worker ran 4.5–5 ms (seven faces at
/// 0.4–1.5 ms each), the frame waited for it by up to 2 ms and then spent 0.9 ms on its text;
/// with one face per weight and coverages the worker runs about 2.8 ms, and the first frame's
/// drawing fell from 5.1 to 3.9 ms. Opening a face takes 0.4–0.6 ms (the first, 1.4 ms: FreeType
/// starts its CFF driver), rendering the showcase's coverages 1.6 ms in all; started with the
/// window the worker still kept the frame waiting 0.8–1.3 ms, which opening the faces beside the
/// configuration removes (`FontPreparation`).
final class FontWarmUp: @unchecked Sendable {
  /// A text the host expects to draw in the UI family, at its output pixel size.
  struct Text: Sendable {
    var weight: FontWeight
    var pixelSize: Int32
    var text: String
  }

  /// One weight's face: opened once (from `path`), then resized to each size its texts use.
  private struct Slot {
    var weight: FontWeight
    var path: String
    var font: OpaquePointer?
    /// The size `font` is at.
    var size: Int32 = 0
    /// A thread is opening or rendering with it.
    var busy = false
    /// Its face was asked for (made, or the file could not be opened: not asked again).
    var tried = false
    /// Its part of the plan is done.
    var rendered = false
  }

  /// What a thread does next (`next()`).
  private enum Work {
    case open(Int)
    case render(Int)
    /// Nothing now; more may come once the plan is known.
    case idle
    /// Nothing left.
    case finished
  }

  /// The size faces are opened at before any size is known, and for weights with no text.
  let pixelSize: Int32
  private var slots: [Slot] = []
  /// Per weight, the sizes to render and their texts.
  private typealias Plan = [FontWeight: [(pixelSize: Int32, texts: [String])]]
  /// The plan once told (`expect`); empty when told that no text is expected (then every weight
  /// gets a face, at its size so far).
  private var plan: Plan?
  /// Guards `slots` and everything below them (on the heap, so its address stays put). Never
  /// held while a face is made: `expect` and `wait` must not wait for FreeType.
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// Makes faces one at a time, as FreeType requires of one library.
  private let making = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// Wakes a worker that opened every face and waits for the plan.
  private let planned = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var coverages: [TextCoverage.Key: TextCoverage] = [:]
  /// Each file's mapping, under `making` (read by `wait` once the worker is joined).
  private var files: [String: FontFile] = [:]
  private var worker: DedicatedThread?

  /// Starts the worker on the faces alone: one per weight of `files` (weight → font file), at
  /// `pixelSize`, before anything says what text comes (`expect` says it later). For a window
  /// whose text is known only once its configuration is read: the faces open beside that.
  convenience init(files weights: [FontWeight: String], pixelSize: Int32) {
    self.init(files: weights, pixelSize: pixelSize, plan: nil)
  }

  /// Starts the worker: for each weight of `files` (weight → font file) that `texts` use, one
  /// face with their coverages rendered at each size; without `texts`, one face per weight at
  /// `pixelSize`.
  convenience init(files weights: [FontWeight: String], pixelSize: Int32, texts: [Text]) {
    self.init(files: weights, pixelSize: pixelSize, plan: FontWarmUp.plan(texts))
  }

  private init(
    files weights: [FontWeight: String], pixelSize: Int32, plan: Plan?
  ) {
    self.pixelSize = pixelSize
    self.plan = plan
    for weight in FontWeight.allCases {
      guard let path = weights[weight] else { continue }
      slots.append(Slot(weight: weight, path: path))
    }
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
    making.initialize(to: pthread_mutex_t())
    pthread_mutex_init(making, nil)
    planned.initialize(to: pthread_cond_t())
    pthread_cond_init(planned, nil)
    // Only a thread of its own may wait for the plan: where none could be made, the body runs
    // here, inside `init`, where nothing would ever tell it.
    let creator = pthread_self()
    worker = DedicatedThread { [self] in
      runTasks(waiting: pthread_equal(pthread_self(), creator) == 0)
    }
  }

  deinit {
    // Whatever nobody took. (The worker's closure holds this object: it ends first.)
    for coverage in coverages.values { coverage.free() }
    for slot in slots { if let font = slot.font { TTF_CloseFont(font) } }
    pthread_cond_destroy(planned)
    planned.deallocate()
    pthread_mutex_destroy(making)
    making.deallocate()
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// Texts by weight, each size once in the order first named, each text once per size.
  private static func plan(_ texts: [Text]) -> Plan {
    var plan: Plan = [:]
    for text in texts {
      let size = max(1, text.pixelSize)
      var sizes = plan[text.weight] ?? []
      if !sizes.contains(where: { $0.pixelSize == size }) { sizes.append((size, [])) }
      let index = sizes.firstIndex { $0.pixelSize == size }!
      if !text.text.isEmpty && !sizes[index].texts.contains(text.text) {
        sizes[index].texts.append(text.text)
      }
      plan[text.weight] = sizes
    }
    return plan
  }

  /// Says what the first frame will draw: each weight `texts` use gets its coverages rendered
  /// (on a face opened already, or opened now); a weight nothing uses keeps a face opened
  /// already and gets none otherwise. With no texts, every weight gets a face. Only the first
  /// call counts.
  func expect(_ texts: [Text]) {
    pthread_mutex_lock(lock)
    if plan == nil { plan = FontWarmUp.plan(texts) }
    pthread_cond_broadcast(planned)
    pthread_mutex_unlock(lock)
  }

  /// The next work, under `lock`: with the plan known, each slot's part of it (weights the plan
  /// names, or every weight when it names none); before, a face not yet opened.
  private func next() -> Work {
    guard let plan else {
      if let index = slots.indices.first(where: { !slots[$0].busy && !slots[$0].tried }) {
        return .open(index)
      }
      return .idle
    }
    let index = slots.indices.first {
      !slots[$0].busy && !slots[$0].rendered
        && (plan.isEmpty || plan[slots[$0].weight] != nil)
    }
    return index.map { .render($0) } ?? .finished
  }

  /// Opens slot `index`'s face once (a file that cannot be opened is not tried again); nil when
  /// it cannot be. Called with `lock` held, and holds it again on return, but lets it go while
  /// the face is made (under `making`), so telling the plan never waits for FreeType.
  private func openFace(_ index: Int) -> OpaquePointer? {
    slots[index].tried = true
    let path = slots[index].path
    pthread_mutex_unlock(lock)
    pthread_mutex_lock(making)
    // Weights that share a file (a fallback) share its one mapping.
    let file = files[path] ?? (try? FontFile(path: path))
    if let file { files[path] = file }
    let font = file?.openFont(pixelSize: pixelSize)
    if let font {
      // The first shaping loads the face's layout tables, which survive a resize.
      var w: Int32 = 0
      var h: Int32 = 0
      _ = TTF_SizeUTF8(font, "Headlines 9:41", &w, &h)
    }
    pthread_mutex_unlock(making)
    pthread_mutex_lock(lock)
    slots[index].font = font
    slots[index].size = pixelSize
    return font
  }

  /// Does work until none is left (on the worker, and on the waiting thread); the worker, while
  /// the plan is unknown and every face is open, waits for it (`waiting`).
  private func runTasks(waiting: Bool) {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    while true {
      switch next() {
      case .finished: return
      case .idle:
        guard waiting else { return }
        pthread_cond_wait(planned, lock)
      case .open(let index):
        slots[index].busy = true
        _ = openFace(index)
        slots[index].busy = false
      case .render(let index):
        slots[index].busy = true
        let font = slots[index].tried ? slots[index].font : openFace(index)
        let weight = slots[index].weight
        var size = slots[index].size
        let sizes = plan?[weight] ?? []
        pthread_mutex_unlock(lock)
        var made: [TextCoverage.Key: TextCoverage] = [:]
        if let font {
          for (pixelSize, texts) in sizes {
            if pixelSize != size {
              guard TTF_SetFontSize(font, pixelSize) == 0 else { continue }
              size = pixelSize
            }
            for text in texts {
              guard let coverage = TextCoverage(font: font, text: text) else { continue }
              made[TextCoverage.Key(text: text, weight: weight, pixelSize: pixelSize)] = coverage
            }
          }
        }
        pthread_mutex_lock(lock)
        slots[index].size = size
        slots[index].busy = false
        slots[index].rendered = true
        coverages.merge(made) { kept, extra in
          extra.free()
          return kept
        }
      }
    }
  }

  /// Makes the faces the worker has not started, then waits for the one it is making; the
  /// caller owns the faces (one per weight, at the size it was left at), the coverages and the
  /// files it returns. Not told what to expect by now, it expects no text.
  func wait() -> (
    faces: [(weight: FontWeight, font: OpaquePointer, pixelSize: Int32)],
    coverages: [TextCoverage.Key: TextCoverage], files: [String: FontFile]
  ) {
    expect([])
    runTasks(waiting: false)
    worker?.join()
    // The worker's closure holds this object: letting it go ends the cycle.
    worker = nil
    let faces = slots.compactMap { slot in
      slot.font.map { (weight: slot.weight, font: $0, pixelSize: slot.size) }
    }
    for index in slots.indices { slots[index].font = nil }
    let taken = coverages
    coverages = [:]
    return (faces, taken, files)
  }
}
