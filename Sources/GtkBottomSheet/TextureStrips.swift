/// How a texture of a window's height is cut into horizontal strips, and which strips a span of
/// rows needs.
///
/// GTK 4.8 has no node that draws part of a texture, and GSK's GL renderer shades a texture
/// node's whole rectangle even where a clip hides it: a floating card's frosted material, a
/// window-sized texture under the card's rounded clip, cost the whole window's pixels on every
/// frame under Mesa's software GL. Cut into strips, the material costs only the strips that the
/// card spans.
package struct TextureStrips: Sendable, Hashable {
  /// The texture's height, device pixels (≥ 0).
  package var height: Int
  /// Each strip's height, device pixels (≥ 1); the last strip may be shorter.
  package var stripHeight: Int

  package init(height: Int, stripHeight: Int) {
    self.height = max(0, height)
    self.stripHeight = max(1, stripHeight)
  }

  /// The number of strips.
  package var count: Int { (height + stripHeight - 1) / stripHeight }

  /// The rows of strip `index` (in `0..<count`), device pixels.
  package func rows(_ index: Int) -> Range<Int> {
    let top = index * stripHeight
    return top..<min(height, top + stripHeight)
  }

  /// The strips that hold any row from `top` to `bottom` (device pixels, y downward; fractional
  /// rows count as covered); empty when the span is empty or outside the texture.
  package func strips(from top: Double, to bottom: Double) -> Range<Int> {
    guard top.isFinite, bottom.isFinite, bottom > top, top < Double(height), bottom > 0 else { return 0..<0 }
    let first = Int((max(0, top) / Double(stripHeight)).rounded(.down))
    let last = Int((min(Double(height), bottom) / Double(stripHeight)).rounded(.up))
    return first < last ? first..<min(count, last) : 0..<0
  }
}
