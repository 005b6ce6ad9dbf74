// action_kinds.js — how the page files the engine's legal actions: which panel group an action
// kind belongs to, which effect of the pool it spends, and the short mark a hexagon shows for
// it (the hexagon itself is the action detail's `at`). This is presentation only: the engine
// alone says which actions exist.

/** Effect kinds of the pool → the action kinds that spend them. */
export const EFFECT_ACTIONS = Object.freeze({
  movement: ["move"], fly: ["fly"], attack: ["attack", "convert"], ranged_attack: ["ranged"],
  fortress: ["fortress"], miniature: ["miniature"], cloning: ["clone"], develop: ["develop"],
  cube_gen: ["cube_gen"], gem: ["gem"], cube_draw: ["draw"], cube_restore: ["restore"],
  espionage: ["spy"], advanced_technology: ["take", "refresh"],
});

/** Action kinds whose first argument is the index of the pool entry they spend. */
export const INDEXED = new Set(["develop", "cube_gen"]);

/** Setup steps and decisions, asked of one player. */
export const DECISION_KINDS = new Set(["race_tile", "start_card", "extra_cube", "development",
  "option", "pay_cube", "regen", "pay_miniature", "lower", "ruin", "keep", "return"]);

/** What a decision asks, in the game's words (view.decision.kind or a setup action kind). */
export const PROMPTS = Object.freeze({
  race_tile: "choose your Race tile",
  start_card: "choose your starting Advanced Technology",
  extra_cube: "take your extra cube",
  development: "place a Development marker",
  option: "choose one of the options",
  pay_cube: "remove one of your cubes",
  regen: "choose the colour of the new cube",
  pay_miniature: "remove one of your miniatures",
  lower: "lower one of your Development markers",
  ruin: "use or store the ruin token you found",
  reset_keep: "keep or return each cube of a continuous technology",
  take_after_refresh: "take one of the face-up Advanced Technologies",
});

/** A short mark drawn on a hexagon for the actions pointing at it (text, never colour alone). */
export const MAP_MARKS = Object.freeze({
  move: "Walk", fly: "Fly", attack: "Attack", convert: "Convert", ranged: "Shoot",
  fortress: "Fortress", miniature: "Miniature", clone: "Clone", pay_miniature: "Remove",
  city: "City", explore: "Ruin",
});
