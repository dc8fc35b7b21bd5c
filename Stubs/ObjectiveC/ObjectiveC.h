// A stand-in for the Objective-C runtime's root class, for the Objective-C type-check on Linux
// (README.md): declared in Objective-C, so that Swift's importer makes `NSObject` an
// Objective-C class and `@objc` members of its subclasses, `#selector` and target-action can
// be checked. Only what the stubs and the layer use.

__attribute__((objc_root_class))
@interface NSObject
- (instancetype)init;
@end
