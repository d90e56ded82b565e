//! The page's builds are the games' list (src/games/kind.rs) and the home screen: the list is
//! written once in Rust, and every other place that names the builds is held to it here
//! (index.html's Trunk links and its loader, Cargo.toml's binaries).

use std::fs;

use fogliaccio::games::GameKind;

fn read(path: &str) -> String {
    fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).expect(path)
}

/// Every `data-bin="…"` of index.html's Trunk links, in order.
fn trunk_builds(index: &str) -> Vec<&str> {
    index.split("data-bin=\"").skip(1).filter_map(|rest| rest.split('"').next()).collect()
}

#[test]
fn index_html_builds_the_home_screen_each_game_and_the_worker() {
    let index = read("index.html");
    let mut expected = vec!["home"];
    expected.extend(GameKind::ALL.map(GameKind::id));
    expected.push("worker");
    assert_eq!(trunk_builds(&index), expected);
}

#[test]
fn the_loader_knows_each_games_build_by_its_id() {
    let index = read("index.html");
    let listed =
        index.split("const GAMES = [").nth(1).and_then(|rest| rest.split(']').next()).expect("the loader's list");
    let listed: Vec<&str> = listed.split(',').map(|name| name.trim().trim_matches('\'')).collect();
    assert_eq!(listed, GameKind::ALL.map(GameKind::id));
}

#[test]
fn cargo_has_a_binary_for_each_build() {
    let manifest = read("Cargo.toml");
    for name in ["home", "worker"].into_iter().chain(GameKind::ALL.map(GameKind::id)) {
        let entry = format!("[[bin]]\nname = \"{name}\"\npath = \"src/bin/{name}.rs\"");
        assert!(manifest.contains(&entry), "Cargo.toml lacks the {name} build");
        assert!(fs::metadata(format!("{}/src/bin/{name}.rs", env!("CARGO_MANIFEST_DIR"))).is_ok(), "src/bin/{name}.rs");
    }
}
