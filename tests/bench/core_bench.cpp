// Core speed figures for scripts/bench (native, release). A plain chrono harness: it prints
// one JSON object of measurements; scripts/bench compares them with the budgets.
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include <algorithm>
#include <map>

#include "core/model/history.hpp"
#include "core/library/store.hpp"
#include "ui/app/persistence.hpp"
#include "core/fight/reducer.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "core/fight/turn_order.hpp"
#include "tests/reference_encounter.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"

using namespace rk;
using Clock = std::chrono::steady_clock;

namespace {

Encounter with_combatants(Ruleset ruleset, int n) {
    Encounter e;
    e.ruleset = ruleset;
    e.rng.state = 42;
    for (int i = 0; i < n; ++i) {
        AddCombatant add{"Orc " + std::to_string(i + 1), i % 5 == 0 ? SideId{1} : SideId{2}, i % 5 == 0, 1 + i % 9, 7 + i % 5};
        e = rk::apply(e, add).value();
        e.combatants.back().initiative = static_cast<int>(e.rng.uniform(1, 20));
        e.combatants.back().stats["initiative"] = static_cast<int>(e.rng.uniform(1, 20));
        e.combatants.back().stats["dex"] = static_cast<int>(e.rng.uniform(3, 18));
    }
    return e;
}

template <class F>
double best_seconds(int repeats, F&& f) {
    double best = 1e9;
    for (int r = 0; r < repeats; ++r) {
        auto t0 = Clock::now();
        f();
        best = std::min(best, std::chrono::duration<double>(Clock::now() - t0).count());
    }
    return best;
}

volatile size_t g_sink = 0;

} // namespace

int main() {
    // Actions per second with undo history on: a 50-combatant fight, damage/heal/next turn.
    History<Encounter> h;
    h.present = with_combatants(kHighestFirst, 18);
    (void)commit(h, Action{StartEncounter{}}, rk::apply);
    const int n_actions = 20000;
    std::vector<Action> script;
    for (int i = 0; i < n_actions; ++i) {
        const CombatantId id = static_cast<CombatantId>(1 + i % 18);
        if (i % 3 == 0) script.push_back(Damage{id, 1});
        else if (i % 3 == 1) script.push_back(Heal{id, 1});
        else script.push_back(NextTurn{});
    }
    const double t_actions = best_seconds(3, [&] {
        History<Encounter> run = h;
        for (const auto& a : script) (void)commit(run, a, rk::apply);
        g_sink = run.past.size();
    });

    std::printf("{\"actions_per_second\": %.0f", n_actions / t_actions);
    // Building the turn order of the largest encounter there can be, per scheme the core runs.
    std::printf(", \"turn_order_max_ms\": {");
    const Ruleset schemes[] = {kHighestFirst, kInitiativeRounds, kCountdown,
                               kActionDice, kSegments, kAlternatingFactions};
    const char* names[] = {"highest_first", "initiative_rounds", "countdown", "action_dice", "segments", "alternating_factions"};
    bool first = true;
    for (int s = 0; s < 6; ++s) {
        Encounter e = with_combatants(schemes[s], kMaxCombatants);
        auto started = rk::apply(e, StartEncounter{});
        if (!started) {   // a scheme this build does not run yet
            std::printf("%s\"%s\": null", first ? "" : ", ", names[s]);
            first = false;
            continue;
        }
        e = started.value();
        const double t = best_seconds(20, [&] { g_sink = turn_order(e).size(); });
        std::printf("%s\"%s\": %.4f", first ? "" : ", ", names[s], t * 1000);
        first = false;
    }
    std::printf("}");

    // Saving and loading a 200-combatant encounter as JSON.
    Encounter big = with_combatants(kHighestFirst, 200);
    std::string saved;
    const double t_save = best_seconds(20, [&] { saved = save_encounter(big); });
    const double t_load = best_seconds(20, [&] { g_sink = load_encounter(saved).value().combatants.size(); });
    std::printf(", \"save_200_ms\": %.3f, \"load_200_ms\": %.3f, \"save_200_bytes\": %zu", t_save * 1000,
                t_load * 1000, saved.size());

    // The share link of the reference encounter (6 PCs, 12 NPCs, 10 effects, mid-round):
    // encoding and decoding (budget 1 ms each) and the whole link's length (budget 1,200).
    const Encounter reference_fight = reference::encounter();
    std::string fragment;
    const double t_share_encode = best_seconds(50, [&] { fragment = share_fragment(reference_fight, ShareKind::Full); });
    const double t_share_decode =
        best_seconds(50, [&] { g_sink = parse_fragment(fragment).value().encounter.combatants.size(); });
    const std::string link = "https://roundkeeper.app/#" + fragment;
    std::printf(", \"share_encode_ms\": %.3f, \"share_decode_ms\": %.3f, \"share_link_chars\": %zu",
                t_share_encode * 1000, t_share_decode * 1000, link.size());

    // Keeping a library between visits: 20 encounters of 12 combatants with 200 actions each,
    // saved to an in-memory storage as the app saves to the browser's: the bytes stored, the
    // bytes written per routine action (median) and the time of a save after one action.
    std::map<std::string, std::string> disk;
    std::size_t written = 0, checkpoint_writes = 0;
    ui::Storage storage{[&](const std::string& k) -> std::optional<std::string> {
                            auto it = disk.find(k);
                            return it == disk.end() ? std::nullopt : std::optional(it->second);
                        },
                        [&](const std::string& k, const std::string& v) -> Refusal {
                            disk[k] = v;
                            written += k.size() + v.size();
                            if (k.find(".checkpoint.") != std::string::npos) ++checkpoint_writes;
                            return std::nullopt;
                        },
                        [&](const std::string& k) { disk.erase(k); },
                        [&](const std::string& prefix) {
                            std::vector<std::string> keys;
                            for (const auto& [k, v] : disk)
                                if (k.rfind(prefix, 0) == 0) keys.push_back(k);
                            return keys;
                        }};
    Store store;
    ui::Persistence persistence(storage);
    (void)persistence.load(store);
    std::vector<std::size_t> bytes_per_action;
    std::map<std::string, std::string> one_fight;   // the storage after the first fight
    std::vector<double> save_ms;
    for (int n = 1; n <= 20; ++n) {
        (void)store.dispatch(NewEncounter{});
        (void)store.dispatch(OpenEncounter{store.library().next_id - 1});
        for (int i = 0; i < 12; ++i)
            (void)store.dispatch(AddCombatant{"Orc " + std::to_string(i + 1), i % 4 == 0 ? SideId{1} : SideId{2}, i % 4 == 0, 1 + i % 9, 30 + i});
        for (CombatantId id = 1; id <= 12; ++id) (void)store.dispatch(SetInitiative{id, static_cast<int>(3 + id % 17)});
        (void)store.dispatch(StartEncounter{});
        (void)persistence.save_now(store);
        for (int i = 0; i < 200 - 13; ++i) {
            const CombatantId id = static_cast<CombatantId>(1 + i % 12);
            const Action a = i % 3 == 0 ? Action{Damage{id, 1}} : i % 3 == 1 ? Action{Heal{id, 1}} : Action{NextTurn{}};
            (void)store.dispatch(a);
            const std::size_t before = written;
            const auto t0 = Clock::now();
            (void)persistence.save_now(store);
            save_ms.push_back(std::chrono::duration<double>(Clock::now() - t0).count() * 1000);
            bytes_per_action.push_back(written - before);
        }
        if (n == 1) one_fight = disk;
    }
    // A start (the stored library read into a new store) with 1 and with 20 fights: it reads the
    // index and the open fight only, whatever else the library holds (issue 33).
    const auto start_ms = [&](std::map<std::string, std::string>& stored_disk) {
        auto saved = disk;
        disk = stored_disk;
        const double s = best_seconds(5, [&] {
            Store fresh;
            ui::Persistence reader(storage);
            (void)reader.load(fresh, /*check_writes=*/false);
        });
        disk = std::move(saved);
        return s * 1000;
    };
    auto twenty_fights = disk;
    const double start_1_ms = start_ms(one_fight), start_20_ms = start_ms(twenty_fights);
    std::size_t stored = 0;
    for (const auto& [k, v] : disk) stored += k.size() + v.size();
    std::sort(bytes_per_action.begin(), bytes_per_action.end());
    std::sort(save_ms.begin(), save_ms.end());
    std::printf(", \"library_20_stored_bytes\": %zu, \"bytes_written_per_action\": %zu, \"save_after_action_ms\": %.3f"
                ", \"start_1_fight_ms\": %.3f, \"start_20_fights_ms\": %.3f", stored,
                bytes_per_action[bytes_per_action.size() / 2], save_ms[save_ms.size() / 2], start_1_ms, start_20_ms);

    // A long fight of 500 combatants (the cap): 1,500 routine actions, each saved. As steps
    // leave the undo window they are stored in batches instead of rewriting the encounter's
    // checkpoint (issue 33): how often the checkpoint (the whole encounter, some 280 KB) is written
    // again, the bytes per action, and the time to open the fight again (its checkpoint, the
    // settled batches replayed, then its undo window).
    disk.clear();
    Store large;
    ui::Persistence large_saves(storage);
    (void)large_saves.load(large);
    (void)large.dispatch(NewEncounter{});
    (void)large.dispatch(OpenEncounter{large.library().next_id - 1});
    {
        std::vector<Action> adds;
        for (int i = 0; i < 500; ++i) adds.push_back(AddCombatant{"Orc " + std::to_string(i + 1), 2, false, 1 + i % 9, 60 + i % 40});
        (void)large.dispatch_all(adds);
        for (CombatantId id = 1; id <= 500; ++id) (void)large.dispatch(SetInitiative{id, static_cast<int>(3 + id % 17)});
        (void)large.dispatch(StartEncounter{});
        (void)large_saves.save_now(large);
    }
    std::size_t long_fight_bytes = 0;
    checkpoint_writes = 0;
    const int long_fight_actions = 1500;
    for (int i = 0; i < long_fight_actions; ++i) {
        const CombatantId id = static_cast<CombatantId>(1 + i % 500);
        const Action a = i % 3 == 0 ? Action{Damage{id, 1}} : i % 3 == 1 ? Action{Heal{id, 1}} : Action{NextTurn{}};
        (void)large.dispatch(a);
        const std::size_t before = written;
        (void)large_saves.save_now(large);
        long_fight_bytes += written - before;
    }
    const double open_long_ms = best_seconds(3, [&] {
        Store fresh;
        ui::Persistence reader(storage);
        (void)reader.load(fresh, /*check_writes=*/false);
        g_sink = fresh.encounter().combatants.size();
    }) * 1000;
    std::printf(", \"long_fight_500_checkpoint_writes\": %zu, \"long_fight_500_bytes_per_action\": %zu"
                ", \"long_fight_500_open_ms\": %.2f}\n",
                checkpoint_writes, long_fight_bytes / long_fight_actions, open_long_ms);
    return 0;
}
