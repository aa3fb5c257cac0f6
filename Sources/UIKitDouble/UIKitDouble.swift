// UIKit re-exports Foundation: an app's file that imports only UIKit uses `CGRect`, `CGSize`,
// `TimeInterval`, `NSObject`, `NSCoder` and `Bundle`. The double does the same, so that the
// file compiles unchanged when it imports the double instead.
@_exported public import Foundation
