# The rule systems, one line each, in the order "New encounter" lists them: the build takes each
# one's folders (core/rules/<key>/, ui/rules/<key>/) and joins what they declare
# (cmake/RuleSystems.cmake says what a folder may hold).
rk_rule_system(highest_first)          # the generic highest-first order
rk_rule_system(initiative_rounds)      # rules text 000
rk_rule_system(countdown)              # rules text 001
rk_rule_system(action_dice)            # rules text 002
rk_rule_system(segments)               # rules text 003
rk_rule_system(alternating_factions)   # rules text 004

# The tests' toy system (tests/toy_system/): in the native build, which runs the unit tests;
# never in the web app.
if(RK_TOY_SYSTEM)
  rk_rule_system(toy_coin_toss ROOT ${PROJECT_SOURCE_DIR}/tests/toy_system)
endif()
