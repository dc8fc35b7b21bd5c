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
}
