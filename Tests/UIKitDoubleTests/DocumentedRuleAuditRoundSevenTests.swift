import Foundation
import Testing
import UIKitDouble

/// The seventh audit of the double against UIKit's documented rules: the navigation controller,
/// containment, appearance callbacks and the transition coordinator.
///
/// Each test cites Apple's page and quotes it.
@MainActor
@Suite struct DocumentedRuleAuditRoundSevenTests {
  // MARK: - Hiding the bars

  // hidesBarsOnSwipe: "The default value of this property is false."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsonswipe)
  // hidesBarsOnTap: "The default value of this property is false."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsontap)
  @Test func aNavigationControllerHidesNoBarsOnASwipeOrATapByDefault() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    #expect(!navigation.hidesBarsOnSwipe)
    #expect(!navigation.hidesBarsOnTap)
    navigation.hidesBarsOnSwipe = true
    navigation.hidesBarsOnTap = true
    #expect(navigation.hidesBarsOnSwipe)
    #expect(navigation.hidesBarsOnTap)
    #expect(!navigation.isNavigationBarHidden)
    #expect(navigation.isToolbarHidden)
  }
}
