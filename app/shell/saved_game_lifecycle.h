// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The game at the table and the saved games around it (MainWindow): how it came to the table, whether it is still
// arriving (a record already over ends while it is seated), and whether the unfinished game on disk is its own.

namespace nobox {

/// How a game comes to the table.
enum class Arrival {
    New, // dealt from a table chosen in the app
    Continued, // the unfinished game on disk, going on
    Opened, // a record the person opened (a file, an unfinished game put aside)
};

class SavedGameLifecycle {
public:
    /// A game is being seated: until arrived(), an end is its arrival's. The unfinished game on disk is its own only
    /// when it goes on; any other is put aside, not overwritten, when this game first saves.
    void seat(Arrival how)
    {
        m_how = how;
        m_arriving = true;
        m_ownsAutosave = how == Arrival::Continued;
    }
    /// The session has started or resumed it (or refused it).
    void arrived() { m_arriving = false; }

    /// Whether its end counts in the history and frees the unfinished-game slot: a game opened from a file that was
    /// already over is shown, never counted again, and takes nobody's place.
    bool endCounts() const { return !(m_arriving && m_how == Arrival::Opened); }

    bool ownsAutosave() const { return m_ownsAutosave; }
    /// Its first save: the unfinished game on disk was put aside (or was an earlier state of this one).
    void tookAutosave() { m_ownsAutosave = true; }

private:
    Arrival m_how = Arrival::New;
    bool m_arriving = false;
    bool m_ownsAutosave = false;
};

} // namespace nobox
