import Testing

@testable import GtkBottomSheet

@Suite("Blur texture cache keys")
struct BlurBucketTests {
  @Test(arguments: [
    (0.1, 1, 0.5, 1.0), (0.74, 1, 0.5, 1.0), (0.76, 2, 1.0, 1.0), (1.9, 4, 2.0, 0.5), (14, 28, 14.0, 0.5),
  ])
  func radiusGoesToTheNearestHalfPoint(radius: Double, key: Int, drawn: Double, resolution: Double) {
    let bucket = BlurBucket(radius: radius)
    #expect(bucket.key == key)
    #expect(bucket.radius == drawn)
    #expect(bucket.resolution == resolution)
  }

  @Test func onlyTheRadiiUnderTwoPointsAreFullResolution() {
    #expect((1...3).allSatisfy { BlurBucket(key: $0).isFullResolution })
    #expect(!(4...56).contains { BlurBucket(key: $0).isFullResolution })
  }

  @Test func aMissingRadiusStandsInForTheNearestCachedTheSmallerOnATie() {
    // Nothing cached: the unblurred background.
    #expect(BlurBucket.standIn(for: 3) { _ in false } == nil)
    // 2 points (key 4) cached: the nearest for 1.5 points (key 3); for 1 point (key 2) the
    // unblurred background (key 0) is as near, and sharper.
    #expect(BlurBucket.standIn(for: 3) { $0 == 4 } == 4)
    #expect(BlurBucket.standIn(for: 2) { $0 == 4 } == nil)
    #expect(BlurBucket.standIn(for: 2) { $0 == 1 || $0 == 3 } == 1)
    #expect(BlurBucket.standIn(for: 1) { _ in true } == nil)
  }

  @Test func aWholeSweepRendersAtMostTwoTexturesPerPoint() {
    var keys = Set<Int>()
    var radius = 0.01
    while radius <= 14 {
      keys.insert(BlurBucket(radius: radius).key)
      radius += 0.013
    }
    #expect(keys.count == 28)
  }
}

@Suite("Blur radius per renderer")
struct RendererBlurTests {
  @Test func cairoIsTheReferenceAndGLBlursWider() {
    #expect(RendererBlur(rendererType: "GskCairoRenderer").radius(7.5) == 7.5)
    #expect(RendererBlur(rendererType: "GskGLRenderer").radius(10) == 23)
    #expect(RendererBlur(rendererType: "GskNglRenderer").factor == RendererBlur.glFactor)
  }

  @Test func glDrawsTwoPointsAndMoreAtAQuarterWithHalfTheRadius() {
    let gl = RendererBlur(rendererType: "GskGLRenderer")
    let cairo = RendererBlur(rendererType: "GskCairoRenderer")
    // 1.5 points: full resolution on both.
    #expect(gl.resolution(BlurBucket(key: 3)) == 1)
    #expect(abs(gl.radius(BlurBucket(key: 3)) - 1.5 * 2.3) < 1e-9)
    // 7.5 points: cairo at half resolution with the radius as it is, GL at a quarter with half
    // its radius — as many of the texture's pixels blurred per point.
    #expect(cairo.resolution(BlurBucket(key: 15)) == 0.5)
    #expect(cairo.radius(BlurBucket(key: 15)) == 7.5)
    #expect(gl.resolution(BlurBucket(key: 15)) == 0.25)
    #expect(abs(gl.radius(BlurBucket(key: 15)) - 7.5 * 2.3 / 2) < 1e-9)
  }
}

@Suite("Blurred backgrounds rendered ahead of need")
struct BlurPrewarmTests {
  @Test func theSearchPagesRangeIsEveryHalfPointUpToFourteen() {
    #expect(BlurPrewarm(lowest: 0, highest: 14).keys == 1...28)
    // A floating card's material (24 points) under a backdrop of up to 2 more.
    #expect(BlurPrewarm(lowest: 24, highest: 26).keys == 48...52)
  }

  @Test func nearestTheRadiusDrawnNowFirstTheLargerOnATie() {
    let prewarm = BlurPrewarm(lowest: 0, highest: 5)
    var cached: Set<Int> = [4]
    var order: [Int] = []
    while let key = prewarm.next(current: 4, cached: { cached.contains($0) }) {
      order.append(key)
      cached.insert(key)
    }
    #expect(order == [5, 3, 6, 2, 7, 1, 8, 9, 10])
  }

  @Test func theRadiusDrawnNowThenTheCheapOnesThenTheFullResolutionOnes() {
    let prewarm = BlurPrewarm(lowest: 0, highest: 3)
    let fullResolution: (Int) -> Bool = { BlurBucket(key: $0).isFullResolution }
    var order: [Int] = []
    var cached: Set<Int> = []
    // Unblurred now (key 0): 2 points and up first, though 0.5 points is nearer.
    while let key = prewarm.next(current: 0, cached: { cached.contains($0) }, deferred: fullResolution) {
      order.append(key)
      cached.insert(key)
    }
    #expect(order == [4, 5, 6, 1, 2, 3])
    // A full-resolution radius drawn now comes first.
    #expect(prewarm.next(current: 2, cached: { _ in false }, deferred: fullResolution) == 2)
  }

  @Test func nothingLeftWhenEveryBucketIsCached() {
    let prewarm = BlurPrewarm(lowest: 24, highest: 24)
    #expect(prewarm.next(current: 48) { _ in false } == 48)
    #expect(prewarm.next(current: 48) { _ in true } == nil)
  }
}
