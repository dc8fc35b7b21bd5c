/// Which blurred backgrounds to render ahead of need, and in what order.
///
/// A blurred background rendered during a frame costs that frame a full-window blur: on the
/// search page's map, 10–34 ms under cairo and 14–90 ms under Mesa's software GL, against a
/// 16.7 ms refresh interval, once for every new half point of radius a first drag passes through.
/// The view renders them instead while the main loop is idle, one per idle callback: the radius
/// drawn now, then those nearest it, the full-resolution ones (under 2 points, 18–45 ms each) last:
/// a sheet moves through neighbouring radii, so the next frames' radii are ready first, and a
/// touch that comes during a render waits for a short one.
package struct BlurPrewarm: Sendable, Hashable {
  /// The keys (``BlurBucket/key``) the view may draw: those of every radius from `lowest` to
  /// `highest` points, inclusive.
  package var keys: ClosedRange<Int>

  /// The buckets of every radius from `lowest` to `highest` points (`lowest` ≤ `highest`; a radius
  /// of 0 draws no blur and needs no bucket).
  package init(lowest: Double, highest: Double) {
    let low = BlurBucket(radius: max(lowest, 0)).key
    keys = low...max(low, BlurBucket(radius: max(highest, 0)).key)
  }

  /// The next bucket to render: `current` when it is one of the keys and not in `cached`; else,
  /// of the keys not in `cached`, the one nearest `current` (the larger on a tie) of those not
  /// `deferred`, then of those `deferred`; `nil` when all are cached.
  ///
  /// The view defers the full-resolution buckets (``BlurBucket/isFullResolution``): one takes
  /// 18–45 ms, and a touch that comes during it waits; the others take 2–6 ms.
  ///
  /// - Parameter current: The key drawn now, or 0 when nothing is blurred.
  /// - Complexity: O(*n*) in the number of keys.
  package func next(current: Int, cached: (Int) -> Bool, deferred: (Int) -> Bool = { _ in false }) -> Int? {
    if keys.contains(current), !cached(current) { return current }
    var best: Int?
    var bestIsDeferred = true
    for key in keys where !cached(key) {
      let isDeferred = deferred(key)
      guard let chosen = best else {
        best = key
        bestIsDeferred = isDeferred
        continue
      }
      if isDeferred != bestIsDeferred {
        if !isDeferred {
          best = key
          bestIsDeferred = false
        }
        continue
      }
      let distance = abs(key - current)
      let chosenDistance = abs(chosen - current)
      if distance < chosenDistance || (distance == chosenDistance && key > chosen) { best = key }
    }
    return best
  }
}
