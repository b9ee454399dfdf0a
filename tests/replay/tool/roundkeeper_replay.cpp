// roundkeeper-replay: applies a list of actions to an encounter, headless, and prints where the
// fight stands as one JSON object. For bug reports, scripted tests and checking a saved fight.
#include <exception>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "core/formats/serialize.hpp"
#include "replay.hpp"

namespace {

// Exit codes.
constexpr int kReplayed = 0;
constexpr int kBadInput = 1;       // usage, unreadable or malformed files
constexpr int kRefused = 2;        // an action was refused: nothing printed on stdout
constexpr int kCoreBug = 3;        // an action broke an invariant of the encounter

constexpr const char* kUsage =
    "usage: roundkeeper-replay ENCOUNTER.json ACTIONS.json\n"
    "  ENCOUNTER.json  a saved encounter, `new` for an empty one, or `-` for stdin\n"
    "                  (a file named new: write ./new)\n"
    "  ACTIONS.json    a JSON array of actions such as {\"type\":\"NextTurn\"}, plus\n"
    "                  {\"type\":\"Undo\"} and {\"type\":\"Redo\"}; `-` for stdin\n"
    "Prints {\"encounter\": ..., \"order\": ..., \"applied\": N} on stdout.\n"
    "Exit status: 0 replayed, 1 bad input, 2 an action was refused (its number and reason\n"
    "on stderr), 3 an action left the encounter inconsistent (a bug in the core).\n";

bool read_input(const std::string& path, std::string& out) {
    if (path == "-") {
        out.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
        return !std::cin.bad();
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream s;
    s << in.rdbuf();
    out = s.str();
    return !in.bad();
}

int replay_files(const std::string& encounter_path, const std::string& actions_path) {
    if (encounter_path == "-" && actions_path == "-") {
        std::cerr << "roundkeeper-replay: only one of ENCOUNTER and ACTIONS can come from stdin\n";
        return kBadInput;
    }
    rk::Encounter start;
    if (encounter_path != "new") {
        std::string text;
        if (!read_input(encounter_path, text)) {
            std::cerr << "roundkeeper-replay: cannot read the encounter file " << encounter_path << "\n";
            return kBadInput;
        }
        auto loaded = rk::load_encounter(text);
        if (!loaded) {
            std::cerr << "roundkeeper-replay: " << encounter_path << ": " << loaded.reason() << "\n";
            return kBadInput;
        }
        start = std::move(loaded).value();
    }
    std::string text;
    if (!read_input(actions_path, text)) {
        std::cerr << "roundkeeper-replay: cannot read the action list file " << actions_path << "\n";
        return kBadInput;
    }
    auto steps = rk::replay::load_steps(text);
    if (!steps) {
        std::cerr << "roundkeeper-replay: " << actions_path << ": " << steps.reason() << "\n";
        return kBadInput;
    }

    const rk::replay::ReplayResult result = rk::replay::run(start, steps.value());
    if (result.stop) {
        std::cerr << result.stop->message() << "\n";
        return result.stop->broken_invariant ? kCoreBug : kRefused;
    }
    const std::string out = rk::replay::report(result.history.present, result.applied)
                                .dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    std::cout << out << "\n";
    std::cout.flush();
    if (!std::cout) {
        std::cerr << "roundkeeper-replay: cannot write the result\n";
        return kBadInput;
    }
    return kReplayed;
}

} // namespace

int main(int argc, char** argv) {
    try {
        const std::vector<std::string> args(argv + 1, argv + argc);
        if (args.size() == 1 && (args[0] == "-h" || args[0] == "--help")) {
            std::cout << kUsage;
            return kReplayed;
        }
        if (args.size() != 2) {
            std::cerr << kUsage;
            return kBadInput;
        }
        return replay_files(args[0], args[1]);
    } catch (const std::exception& ex) {
        std::cerr << "roundkeeper-replay: internal error: " << ex.what() << "\n";
    } catch (...) {
        std::cerr << "roundkeeper-replay: internal error\n";
    }
    return kBadInput;
}
