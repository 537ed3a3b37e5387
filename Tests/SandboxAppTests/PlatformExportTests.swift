import Testing

/// `export --format kotlin|dart` and the UIKit `swift` output carry the tuned values of each
/// platform preset.
@Suite struct PlatformExportTests {
  @Test func kotlinForAndroidViewsIsTheAppBarLayoutXML() throws {
    let result = try runSandbox([
      "export", "--format", "kotlin", "--preset", "android-views", "--set",
      "appBarLayout.scrollFlags=scroll|enterAlways|snap",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("app:layout_scrollFlags=\"scroll|enterAlways|snap\""))
    #expect(result.stdout.contains("android:layout_height=\"152dp\""))
    #expect(result.stdout.contains("app:liftOnScroll=\"true\""))
    // The Large style the material3Views skin draws (its fade mode and 112-dp trigger).
    #expect(result.stdout.contains("style=\"?attr/collapsingToolbarLayoutLargeStyle\""))
    #expect(result.stdout.contains("app:scrimVisibleHeightTrigger=\"112dp\""))
    let m2 = try runSandbox([
      "export", "--format", "kotlin", "--preset", "android-views", "--set", "theme.skin=material2",
    ])
    #expect(m2.status == 0 && !m2.stdout.contains("collapsingToolbarLayoutLargeStyle"))
  }

  @Test func kotlinForComposeIsTheScrollBehaviorCall() throws {
    let result = try runSandbox([
      "export", "--format", "kotlin", "--preset", "compose-m3", "--set",
      "composeM3.snapStiffness=400",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("TopAppBarDefaults.exitUntilCollapsedScrollBehavior("))
    #expect(result.stdout.contains("spring(dampingRatio = 1f, stiffness = 400f)"))
    #expect(result.stdout.contains("LargeTopAppBar("))
    #expect(result.stdout.contains("collapsedHeight = 64.dp"))
  }

  @Test func dartIsTheSliverAppBarConstructor() throws {
    let result = try runSandbox([
      "export", "--format", "dart", "--preset", "flutter-sliver", "--set",
      "header.platformQuirks=false",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    for line in [
      "pinned: true,", "floating: true,", "snap: true,", "stretchTriggerOffset: 100.0,",
      "expandedHeight: 152.0,", "toolbarHeight: 64.0,", "physics: const ClampingScrollPhysics(),",
    ] {
      #expect(result.stdout.contains(line), "\(line)")
    }
  }

  @Test func swiftForTheLargeTitleModelIsUIKit() throws {
    let result = try runSandbox(["export", "--format", "swift", "--preset", "ios-large-title"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("prefersLargeTitles = true"))
    #expect(!result.stdout.contains("MDCFlexibleHeaderView"))
  }

  @Test func unknownFormatNamesTheFourFormats() throws {
    let result = try runSandbox(["export", "--format", "java"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("kotlin") && result.stderr.contains("dart"))
  }
}
