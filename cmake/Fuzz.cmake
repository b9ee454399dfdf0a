# libFuzzer targets for the decoders, under AddressSanitizer and UndefinedBehaviorSanitizer.
# A configure of its own (scripts/lib/fuzz.sh): clang, RK_FUZZ=ON, only the core and the fuzzers.
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "RK_FUZZ needs clang (-DCMAKE_CXX_COMPILER=clang++): libFuzzer comes with it")
endif()
# Every sanitizer report aborts, so libFuzzer counts it as a crash.
set(RK_SANITIZERS -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
add_compile_options(-fsanitize=fuzzer-no-link ${RK_SANITIZERS} -g)
add_link_options(${RK_SANITIZERS})
