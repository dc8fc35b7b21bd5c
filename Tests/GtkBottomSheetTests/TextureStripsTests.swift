import Testing

@testable import GtkBottomSheet

@Suite("Texture strips")
struct TextureStripsTests {
  @Test func cutsTheHeightIntoStripsWithAShorterLastOne() {
    let strips = TextureStrips(height: 100, stripHeight: 32)
    #expect(strips.count == 4)
    #expect(strips.rows(0) == 0..<32)
    #expect(strips.rows(3) == 96..<100)
  }

  @Test func aSpanNeedsEveryStripItTouches() {
    let strips = TextureStrips(height: 100, stripHeight: 32)
    #expect(strips.strips(from: 0, to: 100) == 0..<4)
    #expect(strips.strips(from: 31.5, to: 32.5) == 0..<2)
    #expect(strips.strips(from: 32, to: 64) == 1..<2)
    #expect(strips.strips(from: -10, to: 5) == 0..<1)
    #expect(strips.strips(from: 90, to: 400) == 2..<4)
    #expect(strips.strips(from: 96, to: 400) == 3..<4)
  }

  @Test func anEmptyOrOutsideSpanNeedsNone() {
    let strips = TextureStrips(height: 100, stripHeight: 32)
    #expect(strips.strips(from: 50, to: 50).isEmpty)
    #expect(strips.strips(from: 120, to: 140).isEmpty)
    #expect(strips.strips(from: -20, to: -10).isEmpty)
    #expect(strips.strips(from: .nan, to: 10).isEmpty)
    #expect(TextureStrips(height: 0, stripHeight: 32).strips(from: 0, to: 10).isEmpty)
  }
}
