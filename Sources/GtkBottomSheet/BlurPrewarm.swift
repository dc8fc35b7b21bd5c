/// Which blurred backgrounds to render ahead of need, and in what order.
///
/// A blurred background rendered during a frame costs that frame a full-window blur: on the
/// search page's map, 10–34 ms under cairo and 14–90 ms under Mesa's software GL, against a
/// 16.7 ms refresh interval, once for every new half point of radius a first drag passes through.
/// The view renders them instead while the main loop is idle, one per idle callback, nearest the
/// radius drawn now first: a sheet moves through neighbouring radii, so the next frames' radii are
/// ready first.
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

  /// The next bucket to render: of the keys not in `cached`, the one nearest `current` (the
  /// larger on a tie), or `nil` when all are cached.
  ///
  /// - Complexity: O(*n*) in the number of keys.
  package func next(current: Int, cached: (Int) -> Bool) -> Int? {
    var best: Int?
    for key in keys where !cached(key) {
      guard let chosen = best else {
        best = key
        continue
      }
      let distance = abs(key - current)
      let chosenDistance = abs(chosen - current)
      if distance < chosenDistance || (distance == chosenDistance && key > chosen) { best = key }
    }
    return best
  }
}
