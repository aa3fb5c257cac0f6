/// Something a feature built on routing reports to the window's observers.
///
/// A deeplink handled or refused, a result returned, a path restored: routing itself knows none
/// of them.
///
/// A feature posts one wrapped in a ``RoutingEvent`` (``RoutingEvent/init(_:)``) through the
/// context's ``RoutingContext/notify(_:)``, so one observer sees everything, in order; an
/// observer that cares about one feature reads it back with ``RoutingEvent/feature(as:)``:
///
/// ```swift
/// window.context.addObserver { event in
///   if let link = event.feature(as: DeeplinkEvent.self) { analytics.log(link) }
/// }
/// ```
public protocol FeatureEvent: Hashable, Sendable, CustomStringConvertible {}
