// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "messages.h"

#include <ostream>

namespace nobox::cli {

namespace {
// Paths, names and details come from the command line and files: bytes that are no UTF-8 are shown as U+FFFD
// rather than make the JSON writer throw.
constexpr auto kReplaceBadUtf8 = nlohmann::json::error_handler_t::replace;
} // namespace

int Context::fail(const std::string& message) const
{
    if (json)
        err << nlohmann::json {{"error", {{"message", message}}}}.dump(-1, ' ', false, kReplaceBadUtf8) << '\n';
    else
        err << "nobox-cli: error: " << message << '\n';
    return kExitError;
}

int Context::fail(const games::core::Error& error, const std::string& prefix, const std::string& suffix) const
{
    const std::string message = prefix + describe(error, registry) + suffix;
    if (!json)
        return fail(message);
    nlohmann::json body {{"code", std::string(error.code)}, {"message", message}};
    if (!error.detail.empty())
        body["detail"] = shownInput(error.detail, 1000);
    err << nlohmann::json {{"error", body}}.dump(-1, ' ', false, kReplaceBadUtf8) << '\n';
    return kExitError;
}

int Context::succeed(const nlohmann::json& result, const std::string& text) const
{
    if (json)
        out << result.dump(2, ' ', false, kReplaceBadUtf8) << '\n';
    else
        out << text;
    return kExitOk;
}

} // namespace nobox::cli
