// The narrated article flow, as `swift run SampleApp` prints it. Recorded by
// ScenarioTranscriptTests; re-record with WAYFINDER_RECORD_SNAPSHOTS=1.

/// The expected transcript of `Scenario(steps: Scenario.article)`.
enum ScenarioTranscript {
  static let expected = #"""
    Wayfinder sample: the shop from "Clean, Simple and Composable Routing for iOS Apps"

    The app starts on the Shop tab:
    TabContainer "Tabs"
      tab 0 (selected): NavigationContainer "Shop"
        ShopScreen "Shop"  <- top
      tab 1: NavigationContainer "Wishlist"
        WishlistScreen "Wishlist"

    Step 1: the user opens Walking Boots from the Shop tab
      tapped "Open Walking Boots" on Shop
      event: opened ProductScreen "Walking Boots" from ShopScreen "Shop" (push, system.push 350ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"  <- top
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"

    Step 2: the user opens the related Wool Socks
      tapped "Open Wool Socks" on Walking Boots
      event: opened ProductScreen "Wool Socks" from ProductScreen "Walking Boots" (push, system.push 350ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"  <- top
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"

    Step 3: the user adds the socks to the wishlist, which asks to log in first
      tapped "Add to wishlist" on Wool Socks
      event: opened LoginScreen "Login" from ProductScreen "Wool Socks" (modal in navigation, system.modal 300ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
        presents: NavigationContainer
          LoginScreen "Login"  <- top

    Step 4: the user chooses to sign up
      tapped "Sign up" on Login
      event: opened SignUpScreen "Sign Up" from LoginScreen "Login" (push, system.push 350ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
        presents: NavigationContainer
          LoginScreen "Login"
          SignUpScreen "Sign Up"  <- top

    Step 5: the user forgot the password after all
      tapped "Forgot password" on Sign Up
      event: opened ForgottenPasswordScreen "Forgot Password" from SignUpScreen "Sign Up" (push, system.push 350ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
        presents: NavigationContainer
          LoginScreen "Login"
          SignUpScreen "Sign Up"
          ForgottenPasswordScreen "Forgot Password"  <- top

    Step 6: the user asks for a reset link
      tapped "Reset password" on Forgot Password
      event: opened PopUpScreen "Pop-up" from ForgottenPasswordScreen "Forgot Password" (animated, fade 300ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
        presents: NavigationContainer
          LoginScreen "Login"
          SignUpScreen "Sign Up"
          ForgottenPasswordScreen "Forgot Password"
          presents: PopUpScreen "Pop-up"  <- top

    Step 7: the user closes the confirmation
      tapped "OK" on Pop-up
      event: closed PopUpScreen "Pop-up" (animated, fade 300ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
        presents: NavigationContainer
          LoginScreen "Login"
          SignUpScreen "Sign Up"
          ForgottenPasswordScreen "Forgot Password"  <- top

    Step 8: the user goes back to the sign-up form
      went back from Forgot Password
      event: closed ForgottenPasswordScreen "Forgot Password" (push, system.push 350ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
        presents: NavigationContainer
          LoginScreen "Login"
          SignUpScreen "Sign Up"  <- top

    Step 9: the user creates the account, which finishes adding the socks
      tapped "Create account" on Sign Up
      event: closed LoginScreen "Login" (modal in navigation, system.modal 300ms)
      event: finished LoginScreen "Login" for ProductScreen "Wool Socks"
      event: opened PopUpScreen "Pop-up" from ProductScreen "Wool Socks" (animated, fade 300ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
        presents: PopUpScreen "Pop-up"  <- top

    Step 10: the user closes the confirmation
      tapped "OK" on Pop-up
      event: closed PopUpScreen "Pop-up" (animated, fade 300ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"  <- top
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"

    Step 11: the user adds a Siri shortcut for the socks
      tapped "Add to Siri" on Wool Socks
      event: opened VoiceShortcutScreen "Add to Siri" from ProductScreen "Wool Socks" (modal, system.modal 300ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
        presents: VoiceShortcutScreen "Add to Siri"  <- top

    Step 12: the user confirms the shortcut in the system sheet
      tapped "Add Shortcut" on Add to Siri
      event: dismissed VoiceShortcutScreen "Add to Siri" (modal, system.modal 300ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
          ProductScreen "Wool Socks"  <- top
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"

    Step 13: the user goes back to Walking Boots
      went back from Wool Socks
      event: closed ProductScreen "Wool Socks" (push, system.push 350ms)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"  <- top
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"

    Step 14: the user switches to the Wishlist tab
      selected the Wishlist tab
      event: selected tab NavigationContainer "Wishlist" of WishlistScreen "Wishlist" from TabContainer "Tabs" (tab selection)
      TabContainer "Tabs"
        tab 0: NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
        tab 1 (selected): NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"  <- top

    Step 15: the user opens the socks from the wishlist
      tapped "Open Wool Socks" on Wishlist
      event: opened ProductScreen "Wool Socks" from WishlistScreen "Wishlist" (push, system.push 350ms)
      TabContainer "Tabs"
        tab 0: NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
        tab 1 (selected): NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
          ProductScreen "Wool Socks"  <- top

    Step 16: the user goes back to the wishlist
      went back from Wool Socks
      event: closed ProductScreen "Wool Socks" (push, system.push 350ms)
      TabContainer "Tabs"
        tab 0: NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
        tab 1 (selected): NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"  <- top

    Step 17: the user switches back to the Shop tab
      selected the Shop tab
      event: selected tab NavigationContainer "Shop" of ShopScreen "Shop" from TabContainer "Tabs" (tab selection)
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"  <- top
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"

    Step 18: the user taps a link to the socks in the wishlist
      opened shop://wishlist/product/7: handled (opened)
      event: deeplink matched shop://wishlist/product/7 (/wishlist/product/:id<Int>)
      event: selected tab NavigationContainer "Wishlist" of WishlistScreen "Wishlist" from ProductScreen "Walking Boots" (tab selection)
      event: opened ProductScreen "Wool Socks" from WishlistScreen "Wishlist" (push, system.push 350ms)
      event: deeplink handled shop://wishlist/product/7, showing ProductScreen "Wool Socks"
      TabContainer "Tabs"
        tab 0: NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
        tab 1 (selected): NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
          ProductScreen "Wool Socks"  <- top

    Step 19: the user taps a universal link to the Trail Map
      opened https://shop.example.com/product/13: handled (opened)
      event: deeplink matched https://shop.example.com/product/13 (/product/:id<Int>)
      event: opened ProductScreen "Trail Map" from ProductScreen "Wool Socks" (push, system.push 350ms)
      event: deeplink handled https://shop.example.com/product/13, showing ProductScreen "Trail Map"
      TabContainer "Tabs"
        tab 0: NavigationContainer "Shop"
          ShopScreen "Shop"
          ProductScreen "Walking Boots"
        tab 1 (selected): NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
          ProductScreen "Wool Socks"
          ProductScreen "Trail Map"  <- top

    Step 20: the user taps a link to the Shop tab, which is already there
      opened shop://shop: handled (focused existing ShopScreen "Shop")
      event: deeplink matched shop://shop (/shop)
      event: focused ShopScreen "Shop"
      event: deeplink handled shop://shop, showing ShopScreen "Shop"
      TabContainer "Tabs"
        tab 0 (selected): NavigationContainer "Shop"
          ShopScreen "Shop"  <- top
        tab 1: NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
          ProductScreen "Wool Socks"
          ProductScreen "Trail Map"

    Step 21: the user taps a link to the wishlist
      opened shop://wishlist: handled (focused existing WishlistScreen "Wishlist")
      event: deeplink matched shop://wishlist (/wishlist)
      event: focused WishlistScreen "Wishlist"
      event: deeplink handled shop://wishlist, showing WishlistScreen "Wishlist"
      TabContainer "Tabs"
        tab 0: NavigationContainer "Shop"
          ShopScreen "Shop"
        tab 1 (selected): NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"  <- top
      on screen:
        == Wishlist ==
          Wool Socks
          1) Open Wool Socks
          2) Log out
          tabs: Shop [Wishlist]

    Step 22: the user logs out, which ends the session and empties the tab
      tapped "Log out" on Wishlist
      TabContainer "Tabs"
        tab 0: NavigationContainer "Shop"
          ShopScreen "Shop"
        tab 1 (selected): NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"  <- top
      on screen:
        == Wishlist ==
          Log in to see your wishlist.
          1) Log in
          tabs: Shop [Wishlist]

    Step 23: the user taps a link that adds the Trail Map to the wishlist, which asks to log in again
      opened shop://wishlist/add/13: pending (guard "logged in")
      event: deeplink matched shop://wishlist/add/13 (/wishlist/add/:id<Int>)
      event: deeplink pending shop://wishlist/add/13 (guard "logged in")
      event: opened LoginScreen "Login" from WishlistScreen "Wishlist" (modal in navigation, system.modal 300ms)
      TabContainer "Tabs"
        tab 0: NavigationContainer "Shop"
          ShopScreen "Shop"
        tab 1 (selected): NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"
        presents: NavigationContainer
          LoginScreen "Login"  <- top

    Step 24: the user cancels the login, so nothing is added
      tapped "Cancel" on Login
      event: closed LoginScreen "Login" (modal in navigation, system.modal 300ms)
      event: cancelled LoginScreen "Login" for WishlistScreen "Wishlist"
      event: deeplink abandoned shop://wishlist/add/13: the flow of the guard "logged in" did not succeed: the user cancelled the login
      TabContainer "Tabs"
        tab 0: NavigationContainer "Shop"
          ShopScreen "Shop"
        tab 1 (selected): NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"  <- top

    The user leaves the app, which saves what its window shows.
    The system ends the app; the user opens it again, and it restores the window:
      event: opened TabContainer "Tabs" (root)
      event: restored tabs(nav(shop),*nav(wishlist))
      TabContainer "Tabs"
        tab 0: NavigationContainer "Shop"
          ShopScreen "Shop"
        tab 1 (selected): NavigationContainer "Wishlist"
          WishlistScreen "Wishlist"  <- top

    Summary: steps: 24, failed steps: 0, screens alive: 5, leaks: 0
    """#
}
