// `import Wayfinder` brings the dependency container too: routers expose it and every route's
// default implementation resolves from it, so requiring a second import in each route file
// would only add noise.
@_exported public import WayfinderContainer
