// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// After the game: every decision looked at again by the hard level (games::ai::reviewRecord), each from what its
// seat knew then. The review runs on a worker thread with a progress bar and Cancel, the window never waiting for
// it; then a chart shows each seat's estimated chance to win decision by decision, and a list the chosen seat's
// decisions, the clearly costly ones first, each marked one in a sentence of the user's language built from the
// review's typed data and the game's own words for its moves (GameTexts::moveText). Activating a decision asks
// for the replay viewer at that position, from that seat's view. Only finished games are reviewed. A finished
// review is kept in the history (kept_review.h): the same game reviewed again with the same settings shows it at
// once, with no worker and no progress.

#include "shell/worker_thread.h"

#include "ai/review.h"
#include "core/record.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>
#include <string>

class QChartView;
class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QStackedWidget;

namespace games::core {
class Registry;
}

namespace nobox {

class BoardFactory;
class History;
struct GameUi;

class ReviewPage : public QWidget {
    Q_OBJECT

public:
    ReviewPage(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent = nullptr);
    ~ReviewPage() override;

    /// Starts reviewing `record`, listing `seat`'s decisions when done. False (and nothing started) when the
    /// record does not replay to its end or its game has no board here.
    bool start(const games::core::Record& record, games::core::Seat seat);
    /// Stops a review in progress (its thread ends on its own; nothing waits for it).
    void cancel();
    bool running() const;
    /// The agent the reviews use (default: the hard level at its own budget); tests give a smaller budget.
    void setAgent(std::string spec) { m_agent = std::move(spec); }
    /// Where finished reviews are kept and looked for (none: every review is computed).
    void setHistory(History* history) { m_history = history; }
    /// Whether the review shown was kept from an earlier one rather than computed now.
    bool isKept() const { return m_kept; }

    const games::core::Record& record() const { return m_record; }
    /// The finished review, or nothing while it runs or after a cancel.
    const std::optional<games::ai::Review>& review() const { return m_review; }
    games::core::Seat seat() const { return m_seat; }
    /// Lists `seat`'s decisions.
    void setSeat(games::core::Seat seat);
    /// The review's decision shown in row `row` of the list (an index into review()->decisions), or -1.
    int decisionAt(int row) const;
    /// Opens the decision of row `row` (as a click does).
    void openRow(int row);

signals:
    /// The replay viewer should show the position before decision `ply`, from `seat`'s view.
    void decisionOpened(int ply, games::core::Seat seat);
    void closeRequested();
    /// The review finished (its result is in review()).
    void finished();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showResult();
    void fillChart();
    void fillList();
    void setFraction(double fraction, int done, int total);
    QString seatName(games::core::Seat seat) const;

    const games::core::Registry& m_registry;
    const BoardFactory& m_boards;
    const GameUi* m_ui = nullptr;
    std::string m_agent = std::string(games::ai::kReviewAgent);
    games::core::Record m_record;
    games::core::Seat m_seat = 0;
    std::optional<games::ai::Review> m_review;
    History* m_history = nullptr;
    bool m_kept = false;
    std::vector<int> m_rows; // the decision (index into m_review->decisions) of each list row
    int m_generation = 0; // a review's answers carry the generation they were started in; older ones are dropped
    int m_done = 0;
    int m_total = 0;
    WorkerThread m_worker;

    QLabel* m_title = nullptr;
    QLabel* m_explain = nullptr;
    QStackedWidget* m_stack = nullptr;
    QWidget* m_progressPanel = nullptr;
    QLabel* m_progressLabel = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QWidget* m_resultPanel = nullptr;
    QChartView* m_chart = nullptr;
    QLabel* m_seatLabel = nullptr;
    QComboBox* m_seatBox = nullptr;
    QLabel* m_summary = nullptr;
    QListWidget* m_list = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_back = nullptr;
};

} // namespace nobox
