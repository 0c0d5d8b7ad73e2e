#!/usr/bin/env perl
# Turns `public` into `package` in the code (not comments or strings) of the given Swift files:
# what the package's modules share among themselves, which an app team does not see.
# Re-runnable after a merge:
#   perl Scripts/package-access.pl $(Scripts/package-access-files.sh)
use strict; use warnings;
for my $file (@ARGV) {
    open my $in, '<', $file or die "$file: $!"; local $/; my $text = <$in>; close $in;
    my $out = ''; my $code = '';
    my $flush = sub { $code =~ s/(?<![\w.@])public\b(?!\s*import)/package/g; $out .= $code; $code = '' };
    pos($text) = 0;
    while (pos($text) < length $text) {
        if ($text =~ /\G(\/\/[^\n]*|\/\*.*?\*\/|#*"""(?:.*?)"""#*|#*"(?:[^"\\\n]|\\.)*"#*)/gcs) { $flush->(); $out .= $1; next }
        if ($text =~ /\G([^\/"#]+|.)/gcs) { $code .= $1; next }
    }
    $flush->();
    if ($out ne $text) { open my $o, '>', $file or die; print $o $out; close $o; print "package access in $file\n" }
}
