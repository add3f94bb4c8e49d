<?php
/**
 * Plugin Name: Stati ordine "In consegna" e "Consegna non riuscita"
 * Description: Registers the shop's order statuses wc-out-for-delivery ("In consegna"), set by the
 *              shop's admin and by the dispatch sheet's "Partito", and wc-delivery-failed ("Consegna
 *              non riuscita"), set by the driver's app when an order could not be handed over.
 *              Copy into wp-content/mu-plugins/.
 *
 * WooCommerce's REST API lists (and accepts) every status of wc_get_order_statuses(), so once this
 * runs, GET/PUT wc/v3/orders accept status "out-for-delivery" and "delivery-failed". Like
 * processing and completed, both are paid statuses and ones that have taken the order's stock (a
 * failed delivery brings the goods back to the depot, to go out again on the new date).
 */

defined('ABSPATH') || exit;

add_action('init', function () {
    register_post_status('wc-out-for-delivery', [
        'label'                     => 'In consegna',
        'public'                    => false,
        'exclude_from_search'       => false,
        'show_in_admin_all_list'    => true,
        'show_in_admin_status_list' => true,
        /* translators: %s: number of orders */
        'label_count'               => _n_noop('In consegna <span class="count">(%s)</span>', 'In consegna <span class="count">(%s)</span>'),
    ]);
    register_post_status('wc-delivery-failed', [
        'label'                     => 'Consegna non riuscita',
        'public'                    => false,
        'exclude_from_search'       => false,
        'show_in_admin_all_list'    => true,
        'show_in_admin_status_list' => true,
        /* translators: %s: number of orders */
        'label_count'               => _n_noop('Consegna non riuscita <span class="count">(%s)</span>', 'Consegna non riuscita <span class="count">(%s)</span>'),
    ]);
});

add_filter('wc_order_statuses', function (array $statuses): array {
    $result = [];
    foreach ($statuses as $key => $label) {
        $result[$key] = $label;
        if ($key === 'wc-on-hold') {
            $result['wc-out-for-delivery'] = 'In consegna';
            $result['wc-delivery-failed'] = 'Consegna non riuscita';
        }
    }
    return $result;
});

// Paid like processing and completed (is_paid(), the paid date), and its stock stays taken.
add_filter('woocommerce_order_is_paid_statuses', fn(array $statuses) => array_merge($statuses, ['out-for-delivery', 'delivery-failed']));
