// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "messages.h"

#include <cstdio>
#include <fstream>
#include <ostream>

namespace nobox::cli {

int Context::fail(const std::string& message) const
{
    if (json)
        err << nlohmann::json {{"error", {{"message", message}}}}.dump() << '\n';
    else
        err << "nobox-cli: error: " << message << '\n';
    return kExitError;
}

int Context::fail(const games::core::Error& error, const std::string& prefix) const
{
    const std::string message = prefix + describe(error);
    if (!json)
        return fail(message);
    nlohmann::json body {{"code", std::string(error.code)}, {"message", message}};
    if (!error.detail.empty())
        body["detail"] = error.detail;
    err << nlohmann::json {{"error", body}}.dump() << '\n';
    return kExitError;
}

int Context::succeed(const nlohmann::json& result, const std::string& text) const
{
    if (json)
        out << result.dump(2) << '\n';
    else
        out << text;
    return kExitOk;
}

bool writeFileAtomically(const std::string& path, const std::string& content, std::string& problem)
{
    const std::string temporary = path + ".part";
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        if (!file) {
            problem = "cannot write '" + temporary + "'";
            return false;
        }
        file << content;
        file.flush();
        if (!file) {
            problem = "writing '" + temporary + "' failed";
            std::remove(temporary.c_str());
            return false;
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        problem = "cannot replace '" + path + "'";
        std::remove(temporary.c_str());
        return false;
    }
    return true;
}

} // namespace nobox::cli
