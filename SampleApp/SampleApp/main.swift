import Wayfinder

// A small headless demo flow until the shop sample lands: tabs, a push, a modal login, a fade
// pop-up, closing and dismissing, with every routing event and the tree printed.

@MainActor
final class DemoViewModel {
  let router: DefaultRouter
  init(router: DefaultRouter) { self.router = router }
}

@MainActor
func demoScreen(_ title: String, router: DefaultRouter) -> Screen {
  Screen(title: title, model: DemoViewModel(router: router))
}

@MainActor
func runDemo() throws {
  let window = Window()
  window.context.addObserver { event in print("  event: \(event)") }
  var shopRouter: DefaultRouter?
  try window.setRoot { router in
    let shop = try router.makeScreen { router in
      shopRouter = router
      return demoScreen("Shop", router: router)
    }
    let wishlist = try router.makeScreen { router in demoScreen("Wishlist", router: router) }
    return try TabContainer(tabs: [
      NavigationContainer(root: shop), NavigationContainer(root: wishlist),
    ])
  }
  guard let shopRouter else { return }
  print(window.render())
  var product: DefaultRouter?
  shopRouter.open(.push) { router in
    product = router
    return demoScreen("Product 42", router: router)
  }
  print(window.render())
  var login: DefaultRouter?
  product?.open(.modal(inNavigation: true)) { router in
    login = router
    return demoScreen("Login", router: router)
  }
  print(window.render())
  login?.dismiss()
  product?.close()
  print(window.render())
  product = nil
  login = nil
  print("leaks: \(window.leakedScreens().count)")
}

try runDemo()
