#pragma once
// The cast of rules text 004's examples, shared by the alternating-factions tests.
#include <algorithm>
#include <string>
#include <vector>

#include "tests/unit/helpers.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"

namespace rk::test::alternating {

constexpr SideId kPlayers = 1, kBandits = 2;
constexpr CombatantId kBalthasar = 1, kSybilla = 2, kTheobald = 3, kLeader = 4, kBandit1 = 5, kBandit2 = 6, kBandit3 = 7;

inline RollInput faces(std::initializer_list<int> f) { return RollInput{std::vector<int>(f)}; }

// Balthasar, Sybilla and Theobald (the players) against three bandits and their leader.
inline Encounter example_setup() {
    Encounter e;
    e = must(e, SetRuleset{kAlternatingFactions, {}});
    e = must(e, RenameSide{kPlayers, "Players"});
    e = must(e, RenameSide{kBandits, "Bandits"});
    e = must(e, AddCombatant{"Balthasar", kPlayers, true, 1, 12});
    e = must(e, AddCombatant{"Sybilla", kPlayers, true, 1, 10});
    e = must(e, AddCombatant{"Theobald", kPlayers, true, 1, 12});
    e = must(e, AddCombatant{"Bandit leader", kBandits, false, 1, 10});
    e = must(e, AddCombatant{"Bandit", kBandits, false, 1, 8});
    e = must(e, DuplicateCombatant{kBandit1, 2});
    REQUIRE(e.find(kBandit3)->name == "Bandit 3");
    return e;
}

// Theobald with his spear, shield and light armour; the bandit leader with his battleaxe.
inline Encounter armed() {
    Encounter e = example_setup();
    e = must(e, AddGear{kTheobald, "Spear", "weapon", "d6"});
    e = must(e, AddGear{kTheobald, "Shield", "shield", "", 1});
    e = must(e, AddGear{kTheobald, "Light armour", "armour", "", 1});
    e = must(e, AddGear{kLeader, "Battleaxe", "weapon", "d8"});
    e = must(e, AddGear{kBalthasar, "Sword", "weapon", "d6"});
    return e;
}

// The bandits started the fight; round 1 is under way with the bandits to move.
inline Encounter bandits_first() {
    Encounter e = must(example_setup(), GiveInitiative{kBandits});
    e = must(e, StartEncounter{});
    return must(e, FirstFaction{kBandits});
}

// One turn: the faction to move takes it with `id`, and it ends.
inline Encounter turn(const Encounter& e, CombatantId id) { return must(must(e, ActNow{id}), NextTurn{}); }

inline std::vector<std::string> log_of_round(const Encounter& e, int round) {
    std::vector<std::string> lines;
    for (const auto& entry : e.log.entries())
        if (entry.round == round) lines.push_back(entry.text);
    return lines;
}

inline bool logged(const Encounter& e, const std::string& text) {
    const auto entries = e.log.entries();
    return std::any_of(entries.begin(), entries.end(), [&](const LogEntry& l) { return l.text == text; });
}

} // namespace rk::test::alternating
