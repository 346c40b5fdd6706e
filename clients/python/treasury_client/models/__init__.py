""" Contains all the data models used in inputs/outputs """

from .auction import Auction
from .auction_action_answer import AuctionActionAnswer
from .auction_action_answer_events_item import AuctionActionAnswerEventsItem
from .auction_adjust_gold import AuctionAdjustGold
from .auction_adjust_gold_type import AuctionAdjustGoldType
from .auction_begin_auction_step import AuctionBeginAuctionStep
from .auction_begin_auction_step_type import AuctionBeginAuctionStepType
from .auction_bid import AuctionBid
from .auction_bid_type import AuctionBidType
from .auction_block_makeup import AuctionBlockMakeup
from .auction_block_prices import AuctionBlockPrices
from .auction_came_from_item import AuctionCameFromItem
from .auction_card import AuctionCard
from .auction_card_prices import AuctionCardPrices
from .auction_card_type import AuctionCardType
from .auction_card_view import AuctionCardView
from .auction_cast import AuctionCast
from .auction_cast_type import AuctionCastType
from .auction_commander import AuctionCommander
from .auction_commander_type import AuctionCommanderType
from .auction_cube_name import AuctionCubeName
from .auction_decline import AuctionDecline
from .auction_decline_type import AuctionDeclineType
from .auction_draw import AuctionDraw
from .auction_draw_type import AuctionDrawType
from .auction_end_turn import AuctionEndTurn
from .auction_end_turn_type import AuctionEndTurnType
from .auction_events_page import AuctionEventsPage
from .auction_export import AuctionExport
from .auction_exported_action import AuctionExportedAction
from .auction_exported_action_events_item import AuctionExportedActionEventsItem
from .auction_from_deck import AuctionFromDeck
from .auction_from_deck_type import AuctionFromDeckType
from .auction_game_detail import AuctionGameDetail
from .auction_guide import AuctionGuide
from .auction_keep import AuctionKeep
from .auction_keep_type import AuctionKeepType
from .auction_kind import AuctionKind
from .auction_log_entry import AuctionLogEntry
from .auction_log_entry_events_item import AuctionLogEntryEventsItem
from .auction_look_at_top import AuctionLookAtTop
from .auction_look_at_top_type import AuctionLookAtTopType
from .auction_looking import AuctionLooking
from .auction_looking_view import AuctionLookingView
from .auction_lot_view import AuctionLotView
from .auction_lot_view_came_from_item import AuctionLotViewCameFromItem
from .auction_lot_view_kind import AuctionLotViewKind
from .auction_mill import AuctionMill
from .auction_mill_type import AuctionMillType
from .auction_move_card import AuctionMoveCard
from .auction_move_card_to_zone import AuctionMoveCardToZone
from .auction_move_card_type import AuctionMoveCardType
from .auction_next_auction import AuctionNextAuction
from .auction_next_auction_type import AuctionNextAuctionType
from .auction_player import AuctionPlayer
from .auction_player_view import AuctionPlayerView
from .auction_prices_page import AuctionPricesPage
from .auction_purchase import AuctionPurchase
from .auction_purchase_view import AuctionPurchaseView
from .auction_put_on_bottom import AuctionPutOnBottom
from .auction_put_on_bottom_type import AuctionPutOnBottomType
from .auction_put_on_top import AuctionPutOnTop
from .auction_put_on_top_type import AuctionPutOnTopType
from .auction_reorder_top import AuctionReorderTop
from .auction_reorder_top_type import AuctionReorderTopType
from .auction_report_result import AuctionReportResult
from .auction_report_result_type import AuctionReportResultType
from .auction_reported_result import AuctionReportedResult
from .auction_resume_auctioning import AuctionResumeAuctioning
from .auction_resume_auctioning_type import AuctionResumeAuctioningType
from .auction_reveal_until_creature import AuctionRevealUntilCreature
from .auction_reveal_until_creature_type import AuctionRevealUntilCreatureType
from .auction_settings import AuctionSettings
from .auction_settings_empty_deck_policy import AuctionSettingsEmptyDeckPolicy
from .auction_settings_owned_auction_starts import AuctionSettingsOwnedAuctionStarts
from .auction_share import AuctionShare
from .auction_shuffle_deck import AuctionShuffleDeck
from .auction_shuffle_deck_type import AuctionShuffleDeckType
from .auction_spend_gold import AuctionSpendGold
from .auction_spend_gold_type import AuctionSpendGoldType
from .auction_state import AuctionState
from .auction_state_phase import AuctionStatePhase
from .auction_stop_auctioning import AuctionStopAuctioning
from .auction_stop_auctioning_type import AuctionStopAuctioningType
from .auction_table_view import AuctionTableView
from .auction_table_view_phase import AuctionTableViewPhase
from .auction_undo_proposal import AuctionUndoProposal
from .battler_action_answer import BattlerActionAnswer
from .battler_action_answer_events_item import BattlerActionAnswerEventsItem
from .battler_buy_basic import BattlerBuyBasic
from .battler_buy_basic_type import BattlerBuyBasicType
from .battler_cannot_decide import BattlerCannotDecide
from .battler_cannot_decide_type import BattlerCannotDecideType
from .battler_carousel_pick import BattlerCarouselPick
from .battler_carousel_pick_type import BattlerCarouselPickType
from .battler_choose_augment import BattlerChooseAugment
from .battler_choose_augment_type import BattlerChooseAugmentType
from .battler_choose_basics import BattlerChooseBasics
from .battler_choose_basics_basics import BattlerChooseBasicsBasics
from .battler_choose_basics_type import BattlerChooseBasicsType
from .battler_confirm_result import BattlerConfirmResult
from .battler_confirm_result_type import BattlerConfirmResultType
from .battler_dispute_result import BattlerDisputeResult
from .battler_dispute_result_type import BattlerDisputeResultType
from .battler_done_shopping import BattlerDoneShopping
from .battler_done_shopping_type import BattlerDoneShoppingType
from .battler_events_page import BattlerEventsPage
from .battler_export import BattlerExport
from .battler_exported_action import BattlerExportedAction
from .battler_exported_action_events_item import BattlerExportedActionEventsItem
from .battler_game_detail import BattlerGameDetail
from .battler_log_entry import BattlerLogEntry
from .battler_log_entry_events_item import BattlerLogEntryEventsItem
from .battler_pairing import BattlerPairing
from .battler_pairing_result import BattlerPairingResult
from .battler_pairing_status import BattlerPairingStatus
from .battler_pick import BattlerPick
from .battler_pick_type import BattlerPickType
from .battler_player import BattlerPlayer
from .battler_player_basics import BattlerPlayerBasics
from .battler_player_view import BattlerPlayerView
from .battler_player_view_basics import BattlerPlayerViewBasics
from .battler_preset import BattlerPreset
from .battler_preset_settings import BattlerPresetSettings
from .battler_presets import BattlerPresets
from .battler_report_result import BattlerReportResult
from .battler_report_result_result import BattlerReportResultResult
from .battler_report_result_type import BattlerReportResultType
from .battler_reroll import BattlerReroll
from .battler_reroll_type import BattlerRerollType
from .battler_rochester_pick import BattlerRochesterPick
from .battler_rochester_pick_type import BattlerRochesterPickType
from .battler_select_hand import BattlerSelectHand
from .battler_select_hand_type import BattlerSelectHandType
from .battler_settings import BattlerSettings
from .battler_settings_augment_rest import BattlerSettingsAugmentRest
from .battler_settings_augments import BattlerSettingsAugments
from .battler_settings_carousel_at import BattlerSettingsCarouselAt
from .battler_settings_carousel_order import BattlerSettingsCarouselOrder
from .battler_settings_carousel_source import BattlerSettingsCarouselSource
from .battler_settings_damage import BattlerSettingsDamage
from .battler_settings_dead_play import BattlerSettingsDeadPlay
from .battler_settings_first_pairing import BattlerSettingsFirstPairing
from .battler_settings_first_phase import BattlerSettingsFirstPhase
from .battler_settings_first_player import BattlerSettingsFirstPlayer
from .battler_settings_ghost_rule import BattlerSettingsGhostRule
from .battler_settings_lethal_draw import BattlerSettingsLethalDraw
from .battler_settings_level_name import BattlerSettingsLevelName
from .battler_settings_life import BattlerSettingsLife
from .battler_settings_pairing import BattlerSettingsPairing
from .battler_settings_reshuffle import BattlerSettingsReshuffle
from .battler_settings_shop import BattlerSettingsShop
from .battler_shift_basics import BattlerShiftBasics
from .battler_shift_basics_give import BattlerShiftBasicsGive
from .battler_shift_basics_take import BattlerShiftBasicsTake
from .battler_shift_basics_type import BattlerShiftBasicsType
from .battler_snapshot import BattlerSnapshot
from .battler_snapshot_basics import BattlerSnapshotBasics
from .battler_standing import BattlerStanding
from .battler_standings import BattlerStandings
from .battler_state import BattlerState
from .battler_state_phase import BattlerStatePhase
from .battler_swap_basic import BattlerSwapBasic
from .battler_swap_basic_type import BattlerSwapBasicType
from .battler_trade import BattlerTrade
from .battler_trade_type import BattlerTradeType
from .battler_trash import BattlerTrash
from .battler_trash_type import BattlerTrashType
from .battler_view import BattlerView
from .battler_view_cards import BattlerViewCards
from .battler_view_counters import BattlerViewCounters
from .blank_enum import BlankEnum
from .board_enum import BoardEnum
from .card import Card
from .card_face import CardFace
from .card_facts import CardFacts
from .card_facts_cards import CardFactsCards
from .card_list_export_request import CardListExportRequest
from .cards_export_create_as import CardsExportCreateAs
from .cards_faces_retrieve_response_200 import CardsFacesRetrieveResponse200
from .cards_image_retrieve_face import CardsImageRetrieveFace
from .confirm_result import ConfirmResult
from .confirm_result_type import ConfirmResultType
from .consent_undo import ConsentUndo
from .consent_undo_type import ConsentUndoType
from .created_game import CreatedGame
from .credentials_request import CredentialsRequest
from .cube import Cube
from .cube_card import CubeCard
from .cube_card_module_enum import CubeCardModuleEnum
from .cube_cobra_import_request import CubeCobraImportRequest
from .cube_detail import CubeDetail
from .cube_imported import CubeImported
from .cube_imported_left_out import CubeImportedLeftOut
from .cube_job import CubeJob
from .cube_job_error_type_0 import CubeJobErrorType0
from .cube_job_result_type_0 import CubeJobResultType0
from .cube_module_enum import CubeModuleEnum
from .cube_refresh_request import CubeRefreshRequest
from .cube_row import CubeRow
from .cube_summary import CubeSummary
from .cube_summary_by_color_category import CubeSummaryByColorCategory
from .cube_summary_by_module import CubeSummaryByModule
from .cube_summary_by_type import CubeSummaryByType
from .cube_upload_request import CubeUploadRequest
from .cubes_cards_list_board import CubesCardsListBoard
from .cubes_cards_list_module import CubesCardsListModule
from .cubes_export_retrieve_as import CubesExportRetrieveAs
from .dispute_result import DisputeResult
from .dispute_result_type import DisputeResultType
from .ending import Ending
from .error import Error
from .error_view import ErrorView
from .field_problem import FieldProblem
from .format_enum import FormatEnum
from .fuzzy_match import FuzzyMatch
from .game_create_request import GameCreateRequest
from .game_create_request_settings import GameCreateRequestSettings
from .game_detail_by_reference import GameDetailByReference
from .game_detail_by_reference_view import GameDetailByReferenceView
from .join_code import JoinCode
from .join_request import JoinRequest
from .joined import Joined
from .keys_request import KeysRequest
from .ledger_entry import LedgerEntry
from .line_problem import LineProblem
from .me_games_list_status import MeGamesListStatus
from .missing_fact import MissingFact
from .my_game import MyGame
from .my_place import MyPlace
from .paginated_cube_card_list import PaginatedCubeCardList
from .paginated_cube_list import PaginatedCubeList
from .paginated_my_game_list import PaginatedMyGameList
from .patched_seat_preferences_request import PatchedSeatPreferencesRequest
from .preset_request import PresetRequest
from .preset_request_settings import PresetRequestSettings
from .propose_undo import ProposeUndo
from .propose_undo_type import ProposeUndoType
from .push_status import PushStatus
from .refuse_undo import RefuseUndo
from .refuse_undo_type import RefuseUndoType
from .rng_position import RngPosition
from .saga_action_answer import SagaActionAnswer
from .saga_action_answer_events_item import SagaActionAnswerEventsItem
from .saga_adjust_gold import SagaAdjustGold
from .saga_adjust_gold_type import SagaAdjustGoldType
from .saga_buy import SagaBuy
from .saga_buy_type import SagaBuyType
from .saga_choose_play_draw import SagaChoosePlayDraw
from .saga_choose_play_draw_type import SagaChoosePlayDrawType
from .saga_consent_adjustment import SagaConsentAdjustment
from .saga_consent_adjustment_type import SagaConsentAdjustmentType
from .saga_deal_boosters import SagaDealBoosters
from .saga_deal_boosters_type import SagaDealBoostersType
from .saga_deal_fair import SagaDealFair
from .saga_deal_fair_type import SagaDealFairType
from .saga_deal_learning_booster import SagaDealLearningBooster
from .saga_deal_learning_booster_type import SagaDealLearningBoosterType
from .saga_deal_market import SagaDealMarket
from .saga_deal_market_type import SagaDealMarketType
from .saga_deal_theme import SagaDealTheme
from .saga_deal_theme_type import SagaDealThemeType
from .saga_decline_thief import SagaDeclineThief
from .saga_decline_thief_type import SagaDeclineThiefType
from .saga_events_page import SagaEventsPage
from .saga_export import SagaExport
from .saga_exported_action import SagaExportedAction
from .saga_exported_action_events_item import SagaExportedActionEventsItem
from .saga_force_sale import SagaForceSale
from .saga_force_sale_type import SagaForceSaleType
from .saga_game_detail import SagaGameDetail
from .saga_hire_thief import SagaHireThief
from .saga_hire_thief_from import SagaHireThiefFrom
from .saga_hire_thief_type import SagaHireThiefType
from .saga_insure import SagaInsure
from .saga_insure_type import SagaInsureType
from .saga_log_entry import SagaLogEntry
from .saga_log_entry_events_item import SagaLogEntryEventsItem
from .saga_market_slot import SagaMarketSlot
from .saga_pass import SagaPass
from .saga_pass_type import SagaPassType
from .saga_pick import SagaPick
from .saga_pick_type import SagaPickType
from .saga_pile_sizes import SagaPileSizes
from .saga_player import SagaPlayer
from .saga_player_view import SagaPlayerView
from .saga_proposal import SagaProposal
from .saga_proposal_view import SagaProposalView
from .saga_refuse_adjustment import SagaRefuseAdjustment
from .saga_refuse_adjustment_type import SagaRefuseAdjustmentType
from .saga_register_deck import SagaRegisterDeck
from .saga_register_deck_basics import SagaRegisterDeckBasics
from .saga_register_deck_type import SagaRegisterDeckType
from .saga_registration import SagaRegistration
from .saga_registration_basics import SagaRegistrationBasics
from .saga_registration_view import SagaRegistrationView
from .saga_registration_view_basics import SagaRegistrationViewBasics
from .saga_report_duel_game import SagaReportDuelGame
from .saga_report_duel_game_type import SagaReportDuelGameType
from .saga_report_skirmish import SagaReportSkirmish
from .saga_report_skirmish_type import SagaReportSkirmishType
from .saga_reported_result import SagaReportedResult
from .saga_rules_view import SagaRulesView
from .saga_sell_proof_of_concept import SagaSellProofOfConcept
from .saga_sell_proof_of_concept_type import SagaSellProofOfConceptType
from .saga_sell_trending import SagaSellTrending
from .saga_sell_trending_type import SagaSellTrendingType
from .saga_settings import SagaSettings
from .saga_solomon_choose import SagaSolomonChoose
from .saga_solomon_choose_pile import SagaSolomonChoosePile
from .saga_solomon_choose_type import SagaSolomonChooseType
from .saga_solomon_split import SagaSolomonSplit
from .saga_solomon_split_type import SagaSolomonSplitType
from .saga_state import SagaState
from .saga_steal import SagaSteal
from .saga_steal_type import SagaStealType
from .saga_theme_view import SagaThemeView
from .saga_thief_view import SagaThiefView
from .saga_timeline_point import SagaTimelinePoint
from .saga_trending_card import SagaTrendingCard
from .saga_undo_view import SagaUndoView
from .saga_view import SagaView
from .saga_view_cards import SagaViewCards
from .sagas_deck_retrieve_as import SagasDeckRetrieveAs
from .seat_preferences import SeatPreferences
from .seat_summary import SeatSummary
from .signup_request import SignupRequest
from .subscribed import Subscribed
from .subscription_request import SubscriptionRequest
from .undo import Undo
from .undo_record import UndoRecord
from .undo_type import UndoType
from .unsubscribed import Unsubscribed
from .user_token import UserToken
from .you import You

__all__ = (
    "Auction",
    "AuctionActionAnswer",
    "AuctionActionAnswerEventsItem",
    "AuctionAdjustGold",
    "AuctionAdjustGoldType",
    "AuctionBeginAuctionStep",
    "AuctionBeginAuctionStepType",
    "AuctionBid",
    "AuctionBidType",
    "AuctionBlockMakeup",
    "AuctionBlockPrices",
    "AuctionCameFromItem",
    "AuctionCard",
    "AuctionCardPrices",
    "AuctionCardType",
    "AuctionCardView",
    "AuctionCast",
    "AuctionCastType",
    "AuctionCommander",
    "AuctionCommanderType",
    "AuctionCubeName",
    "AuctionDecline",
    "AuctionDeclineType",
    "AuctionDraw",
    "AuctionDrawType",
    "AuctionEndTurn",
    "AuctionEndTurnType",
    "AuctionEventsPage",
    "AuctionExport",
    "AuctionExportedAction",
    "AuctionExportedActionEventsItem",
    "AuctionFromDeck",
    "AuctionFromDeckType",
    "AuctionGameDetail",
    "AuctionGuide",
    "AuctionKeep",
    "AuctionKeepType",
    "AuctionKind",
    "AuctionLogEntry",
    "AuctionLogEntryEventsItem",
    "AuctionLookAtTop",
    "AuctionLookAtTopType",
    "AuctionLooking",
    "AuctionLookingView",
    "AuctionLotView",
    "AuctionLotViewCameFromItem",
    "AuctionLotViewKind",
    "AuctionMill",
    "AuctionMillType",
    "AuctionMoveCard",
    "AuctionMoveCardToZone",
    "AuctionMoveCardType",
    "AuctionNextAuction",
    "AuctionNextAuctionType",
    "AuctionPlayer",
    "AuctionPlayerView",
    "AuctionPricesPage",
    "AuctionPurchase",
    "AuctionPurchaseView",
    "AuctionPutOnBottom",
    "AuctionPutOnBottomType",
    "AuctionPutOnTop",
    "AuctionPutOnTopType",
    "AuctionReorderTop",
    "AuctionReorderTopType",
    "AuctionReportedResult",
    "AuctionReportResult",
    "AuctionReportResultType",
    "AuctionResumeAuctioning",
    "AuctionResumeAuctioningType",
    "AuctionRevealUntilCreature",
    "AuctionRevealUntilCreatureType",
    "AuctionSettings",
    "AuctionSettingsEmptyDeckPolicy",
    "AuctionSettingsOwnedAuctionStarts",
    "AuctionShare",
    "AuctionShuffleDeck",
    "AuctionShuffleDeckType",
    "AuctionSpendGold",
    "AuctionSpendGoldType",
    "AuctionState",
    "AuctionStatePhase",
    "AuctionStopAuctioning",
    "AuctionStopAuctioningType",
    "AuctionTableView",
    "AuctionTableViewPhase",
    "AuctionUndoProposal",
    "BattlerActionAnswer",
    "BattlerActionAnswerEventsItem",
    "BattlerBuyBasic",
    "BattlerBuyBasicType",
    "BattlerCannotDecide",
    "BattlerCannotDecideType",
    "BattlerCarouselPick",
    "BattlerCarouselPickType",
    "BattlerChooseAugment",
    "BattlerChooseAugmentType",
    "BattlerChooseBasics",
    "BattlerChooseBasicsBasics",
    "BattlerChooseBasicsType",
    "BattlerConfirmResult",
    "BattlerConfirmResultType",
    "BattlerDisputeResult",
    "BattlerDisputeResultType",
    "BattlerDoneShopping",
    "BattlerDoneShoppingType",
    "BattlerEventsPage",
    "BattlerExport",
    "BattlerExportedAction",
    "BattlerExportedActionEventsItem",
    "BattlerGameDetail",
    "BattlerLogEntry",
    "BattlerLogEntryEventsItem",
    "BattlerPairing",
    "BattlerPairingResult",
    "BattlerPairingStatus",
    "BattlerPick",
    "BattlerPickType",
    "BattlerPlayer",
    "BattlerPlayerBasics",
    "BattlerPlayerView",
    "BattlerPlayerViewBasics",
    "BattlerPreset",
    "BattlerPresets",
    "BattlerPresetSettings",
    "BattlerReportResult",
    "BattlerReportResultResult",
    "BattlerReportResultType",
    "BattlerReroll",
    "BattlerRerollType",
    "BattlerRochesterPick",
    "BattlerRochesterPickType",
    "BattlerSelectHand",
    "BattlerSelectHandType",
    "BattlerSettings",
    "BattlerSettingsAugmentRest",
    "BattlerSettingsAugments",
    "BattlerSettingsCarouselAt",
    "BattlerSettingsCarouselOrder",
    "BattlerSettingsCarouselSource",
    "BattlerSettingsDamage",
    "BattlerSettingsDeadPlay",
    "BattlerSettingsFirstPairing",
    "BattlerSettingsFirstPhase",
    "BattlerSettingsFirstPlayer",
    "BattlerSettingsGhostRule",
    "BattlerSettingsLethalDraw",
    "BattlerSettingsLevelName",
    "BattlerSettingsLife",
    "BattlerSettingsPairing",
    "BattlerSettingsReshuffle",
    "BattlerSettingsShop",
    "BattlerShiftBasics",
    "BattlerShiftBasicsGive",
    "BattlerShiftBasicsTake",
    "BattlerShiftBasicsType",
    "BattlerSnapshot",
    "BattlerSnapshotBasics",
    "BattlerStanding",
    "BattlerStandings",
    "BattlerState",
    "BattlerStatePhase",
    "BattlerSwapBasic",
    "BattlerSwapBasicType",
    "BattlerTrade",
    "BattlerTradeType",
    "BattlerTrash",
    "BattlerTrashType",
    "BattlerView",
    "BattlerViewCards",
    "BattlerViewCounters",
    "BlankEnum",
    "BoardEnum",
    "Card",
    "CardFace",
    "CardFacts",
    "CardFactsCards",
    "CardListExportRequest",
    "CardsExportCreateAs",
    "CardsFacesRetrieveResponse200",
    "CardsImageRetrieveFace",
    "ConfirmResult",
    "ConfirmResultType",
    "ConsentUndo",
    "ConsentUndoType",
    "CreatedGame",
    "CredentialsRequest",
    "Cube",
    "CubeCard",
    "CubeCardModuleEnum",
    "CubeCobraImportRequest",
    "CubeDetail",
    "CubeImported",
    "CubeImportedLeftOut",
    "CubeJob",
    "CubeJobErrorType0",
    "CubeJobResultType0",
    "CubeModuleEnum",
    "CubeRefreshRequest",
    "CubeRow",
    "CubesCardsListBoard",
    "CubesCardsListModule",
    "CubesExportRetrieveAs",
    "CubeSummary",
    "CubeSummaryByColorCategory",
    "CubeSummaryByModule",
    "CubeSummaryByType",
    "CubeUploadRequest",
    "DisputeResult",
    "DisputeResultType",
    "Ending",
    "Error",
    "ErrorView",
    "FieldProblem",
    "FormatEnum",
    "FuzzyMatch",
    "GameCreateRequest",
    "GameCreateRequestSettings",
    "GameDetailByReference",
    "GameDetailByReferenceView",
    "JoinCode",
    "Joined",
    "JoinRequest",
    "KeysRequest",
    "LedgerEntry",
    "LineProblem",
    "MeGamesListStatus",
    "MissingFact",
    "MyGame",
    "MyPlace",
    "PaginatedCubeCardList",
    "PaginatedCubeList",
    "PaginatedMyGameList",
    "PatchedSeatPreferencesRequest",
    "PresetRequest",
    "PresetRequestSettings",
    "ProposeUndo",
    "ProposeUndoType",
    "PushStatus",
    "RefuseUndo",
    "RefuseUndoType",
    "RngPosition",
    "SagaActionAnswer",
    "SagaActionAnswerEventsItem",
    "SagaAdjustGold",
    "SagaAdjustGoldType",
    "SagaBuy",
    "SagaBuyType",
    "SagaChoosePlayDraw",
    "SagaChoosePlayDrawType",
    "SagaConsentAdjustment",
    "SagaConsentAdjustmentType",
    "SagaDealBoosters",
    "SagaDealBoostersType",
    "SagaDealFair",
    "SagaDealFairType",
    "SagaDealLearningBooster",
    "SagaDealLearningBoosterType",
    "SagaDealMarket",
    "SagaDealMarketType",
    "SagaDealTheme",
    "SagaDealThemeType",
    "SagaDeclineThief",
    "SagaDeclineThiefType",
    "SagaEventsPage",
    "SagaExport",
    "SagaExportedAction",
    "SagaExportedActionEventsItem",
    "SagaForceSale",
    "SagaForceSaleType",
    "SagaGameDetail",
    "SagaHireThief",
    "SagaHireThiefFrom",
    "SagaHireThiefType",
    "SagaInsure",
    "SagaInsureType",
    "SagaLogEntry",
    "SagaLogEntryEventsItem",
    "SagaMarketSlot",
    "SagaPass",
    "SagaPassType",
    "SagaPick",
    "SagaPickType",
    "SagaPileSizes",
    "SagaPlayer",
    "SagaPlayerView",
    "SagaProposal",
    "SagaProposalView",
    "SagaRefuseAdjustment",
    "SagaRefuseAdjustmentType",
    "SagaRegisterDeck",
    "SagaRegisterDeckBasics",
    "SagaRegisterDeckType",
    "SagaRegistration",
    "SagaRegistrationBasics",
    "SagaRegistrationView",
    "SagaRegistrationViewBasics",
    "SagaReportDuelGame",
    "SagaReportDuelGameType",
    "SagaReportedResult",
    "SagaReportSkirmish",
    "SagaReportSkirmishType",
    "SagaRulesView",
    "SagasDeckRetrieveAs",
    "SagaSellProofOfConcept",
    "SagaSellProofOfConceptType",
    "SagaSellTrending",
    "SagaSellTrendingType",
    "SagaSettings",
    "SagaSolomonChoose",
    "SagaSolomonChoosePile",
    "SagaSolomonChooseType",
    "SagaSolomonSplit",
    "SagaSolomonSplitType",
    "SagaState",
    "SagaSteal",
    "SagaStealType",
    "SagaThemeView",
    "SagaThiefView",
    "SagaTimelinePoint",
    "SagaTrendingCard",
    "SagaUndoView",
    "SagaView",
    "SagaViewCards",
    "SeatPreferences",
    "SeatSummary",
    "SignupRequest",
    "Subscribed",
    "SubscriptionRequest",
    "Undo",
    "UndoRecord",
    "UndoType",
    "Unsubscribed",
    "UserToken",
    "You",
)
